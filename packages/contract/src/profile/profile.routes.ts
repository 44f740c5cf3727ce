import { z } from 'zod';
import { maxDocumentFileBytes } from '../documents/documents.schemas.ts';
import { defineRoute, defineRoutes } from '../route.ts';
import { integerIdSchema, oneTimeCodeSchema } from '../validation.ts';
import { addressInputSchema, profileAddressSchema, profilePhoneSchema } from './profile.schemas.ts';

/**
 * The `data` part of an address replacement: the address replaced, the new address's fields, and
 * the proof's document type (category 2, ProofOfAddress) with its PDF password when it has one.
 */
export const addressReplaceDataSchema = addressInputSchema.extend({
  addressId: z.number({ error: 'required' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }),
  documentType: z.number({ error: 'required' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }),
  documentPassword: z.string().max(256, { error: 'too_long' }).optional(),
});
export type AddressReplaceData = z.input<typeof addressReplaceDataSchema>;

/** The file part of an address replacement: the new address's proof. */
export const addressReplaceFileParts = ['document'] as const;

/** Path of the SMS verification of a phone (spec 002 §7 "verification/phones/{phoneId}/verify"). */
export const phoneVerifyPath = '/api/verification/phones/:phoneId/verify';

/** Address replacement and phone verification (issue 14 item 6; spec 002 §7). */
export const profileRoutes = defineRoutes({
  addressReplace: defineRoute({
    name: 'addressReplace',
    method: 'POST',
    path: '/api/addresses/replace',
    access: 'customer',
    accessRight: 'full',
    summary:
      "Replaces one of the customer's addresses (spec 002 §7 \"Address: replace (multipart with data and file parts)\"): a `data` part (JSON: addressId, the new address's fields, documentType of category 2 and documentPassword) and the proof file `document` (at most 10 MiB, inspected like any document upload). The new address is stored with its proof (status submitted) and the old one is marked replaced, in one step: a refused file or field changes nothing. 'NF' for another customer's address.",
    request: {
      multipart: { data: addressReplaceDataSchema, files: addressReplaceFileParts, maxFileBytes: maxDocumentFileBytes },
    },
    response: z.object({ address: profileAddressSchema }),
    rateLimit: 10,
  }),
  phoneVerify: defineRoute({
    name: 'phoneVerify',
    method: 'POST',
    path: phoneVerifyPath,
    access: 'customer',
    accessRight: 'full',
    summary:
      "Confirms one of the caller's phones with its SMS code (the same as `phoneConfirm`): 'VF' invalid_code for a wrong, used or expired code; 'NF' for anyone else's phone.",
    request: { params: z.object({ phoneId: integerIdSchema }), body: z.object({ code: oneTimeCodeSchema }) },
    response: z.object({ phone: profilePhoneSchema }),
    rateLimit: 10,
  }),
});
