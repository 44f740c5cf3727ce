import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { listedDocumentSchema } from '../documents/documents.schemas.ts';
import { addressTypes } from '../kyc/kyc.schemas.ts';
import { defineMethod } from '../method.ts';
import { countryCodeSchema } from '../rules/countries.ts';
import { phoneNumberSchema } from '../security/security.schemas.ts';
import { calendarDateSchema, integerIdSchema, oneTimeCodeSchema } from '../validation.ts';

/**
 * The profile (spec 002 §2 `profile`, `profile-update`, §3 "Address", §7
 * "Profile", "Username change", "Personal info update"; decisions 0074–0077): the signed-in user's
 * e-mails, phones and username, the customer's addresses and personal details.
 */

/** Most e-mails one user keeps, the primary (the sign-in e-mail) included. */
export const maxEmailsPerUser = 5;
/** Most phones one user keeps. */
export const maxPhonesPerUser = 3;
/** Most live (not deleted or replaced) addresses of one customer. */
export const maxAddressesPerCustomer = 10;
/** An e-mail confirmation link works for 24 hours, once. */
export const emailConfirmationTtlMs = 24 * 60 * 60 * 1000;
/** Most confirmation links (add and resend) one user is sent in an hour. */
export const maxEmailConfirmationsPerHour = 5;
/** A phone confirmation code works for 10 minutes and allows five wrong tries. */
export const phoneCodeTtlMs = 10 * 60 * 1000;
export const maxPhoneCodeAttempts = 5;
/** Most phone confirmation codes one user is sent in an hour. */
export const maxPhoneCodesPerHour = 5;
/**
 * A confirmed proof of address counts for this many days from its upload; past it the address's
 * `isDocumentOutOfDate` is set (decision 0076).
 */
export const proofOfAddressValidityDays = 365;

/**
 * Countries whose addresses need a state or province (decision 0076): the `states` dictionary
 * lists every country's ISO 3166-2 subdivisions, and for these the address must name one.
 */
export const stateRequiredCountryCodes = ['US', 'CA', 'AU', 'BR', 'MX', 'IN'] as const;

/** True when an address in `countryCode` (ISO 3166-1 alpha-2) must carry a `stateCode`. */
export function isStateRequired(countryCode: string): boolean {
  return (stateRequiredCountryCodes as readonly string[]).includes(countryCode.toUpperCase());
}

/** The address type numbers 0–5 (spec 002 §3 "Address types"). */
const addressTypeValues = Object.values(addressTypes);
export const addressTypeSchema = z
  .number({ error: 'required' })
  .int({ error: 'invalid_value' })
  .refine((value) => (addressTypeValues as readonly number[]).includes(value), { error: 'invalid_value' });

const lineSchema = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' })
    .refine((value) => !/[\p{Cc}<>]/u.test(value), { error: 'invalid_characters' });

/**
 * The fields of an address a customer types (spec 002 §3 "Address"): type 0–5, two lines, city,
 * postal code, country and, where {@link isStateRequired}, the state's ISO 3166-2 code (the part
 * after the dash, "CA" of US-CA) from the `states` dictionary.
 */
export const addressInputSchema = z.object({
  addressType: addressTypeSchema,
  address1: lineSchema(120),
  address2: lineSchema(120).optional(),
  city: lineSchema(80),
  postalCode: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(16, { error: 'too_long' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'invalid_format' }),
  countryCode: countryCodeSchema,
  stateCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,3}$/, { error: 'invalid_value' })
    .transform((value) => value.toUpperCase())
    .optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/**
 * Where an address's proof stands (decision 0076): `documentRequired` (no proof, or only refused
 * ones), `awaitingReview` (a proof submitted, pending or under investigation), `verified` (a
 * confirmed proof within {@link proofOfAddressValidityDays}), `documentOutOfDate` (the confirmed
 * proof is too old or expired).
 */
export const addressStatuses = ['documentRequired', 'awaitingReview', 'verified', 'documentOutOfDate'] as const;
export type AddressStatus = (typeof addressStatuses)[number];

/** An address as the profile lists it (spec 002 §3 "Address", all its fields). */
export const profileAddressSchema = z.object({
  addressId: z.number().int(),
  addressType: z.number().int(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  stateCode: z.string().optional(),
  /** The state's English name from the dictionary. */
  stateName: z.string().optional(),
  addressStatus: z.enum(addressStatuses),
  /** The customer confirmed the address is current (`addressConfirm`, or typed it in). */
  confirmed: z.boolean(),
  /** The address's proofs (category 2), newest first, without deleted ones. */
  uploadedDocuments: z.array(listedDocumentSchema),
  isDocumentOutOfDate: z.boolean(),
  isCardDocumentRequired: z.boolean(),
  isDocumentRequired: z.boolean(),
});
export type ProfileAddress = z.infer<typeof profileAddressSchema>;

/** One of the user's e-mails; the primary one is the sign-in e-mail (the username, decision 0075). */
export const profileEmailSchema = z.object({
  emailId: z.number().int(),
  email: z.string(),
  isPrimary: z.boolean(),
  confirmed: z.boolean(),
});
export type ProfileEmail = z.infer<typeof profileEmailSchema>;

/** One of the user's phones in E.164; `confirmed` once its SMS code was entered. */
export const profilePhoneSchema = z.object({
  phoneId: z.number().int(),
  phoneNumber: z.string(),
  confirmed: z.boolean(),
});
export type ProfilePhone = z.infer<typeof profilePhoneSchema>;

const passwordSchema = z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' });

export const profileGetMethod = defineMethod({
  name: 'profileGet',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "The profile page's data (spec 002 §2 `profile`): the signed-in user's username (the sign-in e-mail), e-mails and phones, and the customer's addresses with their proofs and document flags.",
  request: onBehalfSchema,
  response: z.object({
    username: z.string(),
    emails: z.array(profileEmailSchema),
    phones: z.array(profilePhoneSchema),
    addresses: z.array(profileAddressSchema),
  }),
});

export const emailAddMethod = defineMethod({
  name: 'emailAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: `Adds an e-mail to the caller's profile, unconfirmed, and e-mails it a confirmation link (valid 24 hours, once). 'VF' email_taken when it is the caller's already or another user's sign-in e-mail; 'VF' too_big past ${maxEmailsPerUser} e-mails; 'RL' past ${maxEmailConfirmationsPerHour} links an hour. Acting for a business (fromCustomerId, full access), on the business login's e-mails (the company's, decision 0116).`,
  request: onBehalfSchema.extend({ email: z.string({ error: 'required' }).trim().pipe(emailSchema) }),
  response: z.object({ email: profileEmailSchema }),
});

export const emailConfirmMethod = defineMethod({
  name: 'emailConfirm',
  callers: 'public',
  summary:
    "Confirms an e-mail with the token of its link (`?emailConfirmation=` of spec 002 §2); no session needed. 'VF' invalid_link for an unknown, used or expired token, revealing nothing else.",
  request: z.object({
    token: z
      .string({ error: 'required' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid_link' }),
  }),
  response: z.object({}),
});

export const emailDeleteMethod = defineMethod({
  name: 'emailDelete',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Deletes one of the caller's e-mails; 'NF' for anyone else's, 'VF' invalid_value on `emailId` for the primary (make another primary first). Acting for a business (`fromCustomerId`, full access), on the business login's e-mails (the company's, decision 0116).",
  request: onBehalfSchema.extend({ emailId: integerIdSchema }),
  response: z.object({}),
});

export const emailSetPrimaryMethod = defineMethod({
  name: 'emailSetPrimary',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Makes one of the caller's confirmed e-mails primary: it becomes the sign-in e-mail (decision 0075). Needs the password ('VF' wrong_password); 'VF' invalid_value for an unconfirmed one; 'VF' email_taken when it became another user's sign-in meanwhile; 'NF' for anyone else's. The old address is told. Acting for a business (`fromCustomerId`, full access), on the business login's e-mails (the company's, decision 0116).",
  request: onBehalfSchema.extend({ emailId: integerIdSchema, password: passwordSchema }),
  response: z.object({ username: z.string() }),
});

export const emailConfirmRequestMethod = defineMethod({
  name: 'emailConfirmRequest',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: `Sends a new confirmation link to one of the caller's unconfirmed e-mails (the earlier link stops working); 'NF' for anyone else's, 'VF' invalid_value once confirmed, 'RL' past ${maxEmailConfirmationsPerHour} links an hour. Acting for a business (fromCustomerId, full access), on the business login's e-mails (the company's, decision 0116).`,
  request: onBehalfSchema.extend({ emailId: integerIdSchema }),
  response: z.object({}),
});

export const addressCreateMethod = defineMethod({
  name: 'addressCreate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: `Adds an address to the customer (spec 002 §3 "Address"): its proof of address is then uploaded with \`documentUpload\` (multipart) naming the \`addressId\`, or sent with \`addressReplace\`. A state is required in ${stateRequiredCountryCodes.join(', ')} and must be one of the \`states\` of the country; 'VF' too_big past ${maxAddressesPerCustomer} addresses.`,
  request: onBehalfSchema.extend(addressInputSchema.shape),
  response: z.object({ address: profileAddressSchema }),
});

export const addressConfirmMethod = defineMethod({
  name: 'addressConfirm',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: "The customer confirms an address is current (`confirmed`); 'NF' for another customer's or a deleted one.",
  request: onBehalfSchema.extend({ addressId: integerIdSchema }),
  response: z.object({ address: profileAddressSchema }),
});

export const addressDeleteMethod = defineMethod({
  name: 'addressDelete',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Deletes an address; its proofs stay as documents. 'NF' for another customer's or a deleted one; 'VF' invalid_value on `addressId` for a verified customer's last address (replace it instead).",
  request: onBehalfSchema.extend({ addressId: integerIdSchema }),
  response: z.object({}),
});

export const phoneAddMethod = defineMethod({
  name: 'phoneAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: `Adds a phone (E.164) to the caller's profile, unconfirmed, and texts it a six-digit code (valid 10 minutes, ${maxPhoneCodeAttempts} tries). 'VF' invalid_phone; 'VF' invalid_value when the caller has it already; 'VF' too_big past ${maxPhonesPerUser} phones; 'RL' past ${maxPhoneCodesPerHour} codes an hour.`,
  request: z.object({ phoneNumber: phoneNumberSchema }),
  response: z.object({ phone: profilePhoneSchema }),
});

export const phoneReplaceMethod = defineMethod({
  name: 'phoneReplace',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Replaces the number of one of the caller's phones: the phone becomes unconfirmed and the new number gets a code (the same number: a new code). 'NF' for anyone else's phone; limits as `phoneAdd`.",
  request: z.object({ phoneId: integerIdSchema, phoneNumber: phoneNumberSchema }),
  response: z.object({ phone: profilePhoneSchema }),
});

export const phoneConfirmMethod = defineMethod({
  name: 'phoneConfirm',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: `Confirms one of the caller's phones with the code texted to it; 'VF' invalid_code for a wrong, used or expired code (each try counts, ${maxPhoneCodeAttempts} at most); 'NF' for anyone else's phone.`,
  request: z.object({ phoneId: integerIdSchema, code: oneTimeCodeSchema }),
  response: z.object({ phone: profilePhoneSchema }),
});

/** A state (ISO 3166-2 subdivision) of a country: the code after the dash and its English name. */
export const stateSchema = z.object({ stateCode: z.string(), stateName: z.string() });
export type State = z.infer<typeof stateSchema>;

export const statesMethod = defineMethod({
  name: 'states',
  callers: 'public',
  summary:
    'The states, provinces or regions of a country (spec 002 §3 "states by countryCode"; ISO 3166-2 subdivisions from the country-region-data package), sorted by name; empty for a country without any. `isStateRequired` says whether an address there must name one.',
  request: z.object({ countryCode: countryCodeSchema }),
  response: z.object({ states: z.array(stateSchema), isStateRequired: z.boolean() }),
});

export const usernameChangeMethod = defineMethod({
  name: 'usernameChange',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Changes the username, which is the sign-in e-mail (decision 0075), to another address: a confirmed e-mail of the caller's becomes primary at once; a new one is added and e-mailed a link, and becomes the username when confirmed. Needs the password ('VF' wrong_password); 'VF' email_taken for another user's sign-in e-mail.",
  request: z.object({ username: z.string({ error: 'required' }).trim().pipe(emailSchema), password: passwordSchema }),
  response: z.object({ username: z.string(), isConfirmationSent: z.boolean() }),
});

const nameSchema = z
  .string({ error: 'required' })
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .max(100, { error: 'too_long' })
      .refine((value) => !/[\p{Cc}<>\d]/u.test(value), { error: 'invalid_characters' }),
  );

export const personalInfoUpdateMethod = defineMethod({
  name: 'personalInfoUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "A personal customer's first and last name, date of birth and residence country (spec 002 §2 `profile-update`; decision 0077): clears `isNeedPersonalInfoUpdate`. Once verified, a detail already set cannot change ('VF' invalid_value on it: identity documents were checked against it). Business customers: '13'.",
  request: z.object({
    firstName: nameSchema,
    lastName: nameSchema,
    birthDay: calendarDateSchema,
    residenceCountryCode: countryCodeSchema,
  }),
  response: z.object({}),
});
