import { z } from 'zod';
import { maxDocumentFileBytes } from '../documents/documents.schemas.ts';
import { defineMethod, defineMethods } from '../method.ts';
import { maxIntegerId } from '../validation.ts';
import {
  addressInputSchema,
  profileAddressSchema,
  addressConfirmMethod,
  addressCreateMethod,
  addressDeleteMethod,
  emailAddMethod,
  emailConfirmMethod,
  emailConfirmRequestMethod,
  emailDeleteMethod,
  emailSetPrimaryMethod,
  personalInfoUpdateMethod,
  phoneAddMethod,
  phoneConfirmMethod,
  phoneReplaceMethod,
  profileGetMethod,
  statesMethod,
  usernameChangeMethod,
} from './profile.schemas.ts';

/**
 * The `data` part of an address replacement: the address replaced, the new address's fields, and
 * the proof's document type (category 2, ProofOfAddress) with its PDF password when it has one.
 */
export const addressReplaceDataSchema = addressInputSchema.extend({
  addressId: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(maxIntegerId, { error: 'too_big' }),
  documentType: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(maxIntegerId, { error: 'too_big' }),
  documentPassword: z.string().max(256, { error: 'too_long' }).optional(),
});
export type AddressReplaceData = z.input<typeof addressReplaceDataSchema>;

/** The file part of an address replacement: the new address's proof. */
export const addressReplaceFileParts = ['document'] as const;

/**
 * An address replacement (spec 002 §7 "Address: … replace (multipart with data and file parts)";
 * decision 0134): `POST /api/?method=addressReplace`, multipart.
 */
const addressReplaceMethod = defineMethod({
  name: 'addressReplace',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Replaces one of the customer's addresses: multipart with a `data` part (JSON: addressId, the new address's fields, documentType of category 2 and documentPassword) and the proof file `document` (at most 10 MiB, inspected like any document upload). The new address is stored with its proof (status submitted) and the old one is marked replaced, in one step: a refused file or field changes nothing. 'NF' for another customer's address.",
  request: addressReplaceDataSchema,
  response: z.object({ address: profileAddressSchema }),
  multipart: { files: addressReplaceFileParts, maxFileBytes: maxDocumentFileBytes },
  customerRateLimit: { max: 30, windowMs: 60_000 },
});

/** The profile area (spec 002 §7 "Profile"): main-API methods; the phone verification path is a route. */
export const profileMethods = defineMethods({
  profileGet: profileGetMethod,
  emailAdd: emailAddMethod,
  emailConfirm: emailConfirmMethod,
  emailDelete: emailDeleteMethod,
  emailSetPrimary: emailSetPrimaryMethod,
  emailConfirmRequest: emailConfirmRequestMethod,
  addressCreate: addressCreateMethod,
  addressReplace: addressReplaceMethod,
  addressConfirm: addressConfirmMethod,
  addressDelete: addressDeleteMethod,
  phoneAdd: phoneAddMethod,
  phoneReplace: phoneReplaceMethod,
  phoneConfirm: phoneConfirmMethod,
  states: statesMethod,
  usernameChange: usernameChangeMethod,
  personalInfoUpdate: personalInfoUpdateMethod,
});
