import { z } from 'zod';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';
import { integerIdSchema } from '../validation.ts';
import {
  registrationAddressSchema,
  registrationCompanyFieldsSchema,
  registrationPersonFieldsSchema,
  registrationTaxIdSchema,
} from './business-registration.schemas.ts';

/**
 * Director, shareholder, owner and user calls on an existing business, representative info and
 * delete, business authorized user get (spec 002 §2, §3 "Representative", §5, §6, §7 "Business";
 * decision 0110). Every method acts for the business named by `fromCustomerId` (or the customer-id
 * header), else the caller's own customer; all need full access (right 2) on it. Persons and
 * company shareholders are named by their server ids; `companyId` absent means the business itself,
 * present one of its company shareholders (at any depth). Every change re-runs the rules of 002 §5
 * on the resulting structure and answers 'VF' with nothing changed when one fails.
 */

/** Whether a person's own identity verification (decision 0112) has started and how it ended. */
export const personVerificationStatuses = ['notStarted', 'pending', 'verified', 'failed'] as const;
export type PersonVerificationStatus = (typeof personVerificationStatuses)[number];

/** A person of the business's structure, as the people pages show it. */
export const businessPersonSchema = z.object({
  personId: z.number().int(),
  fields: registrationPersonFieldsSchema,
  /** The person's sign-in user on the business, when they are one of its users. */
  userId: z.number().int().optional(),
  /** Their access-right level on the business while they are a user (spec 000 §4). */
  accessRight: z.number().int().min(0).max(5).optional(),
  /** Whether they must verify their identity (a director or owner of the business itself). */
  needsVerification: z.boolean(),
  verificationStatus: z.enum(personVerificationStatuses),
});
export type BusinessPerson = z.infer<typeof businessPersonSchema>;

/** A company shareholder of the business, at any depth. */
export const businessCompanySchema = z.object({
  companyId: z.number().int(),
  fields: registrationCompanyFieldsSchema,
});
export type BusinessCompany = z.infer<typeof businessCompanySchema>;

/** A shareholder of the business or of one of its companies, with its share ("30.00", percent). */
export const businessShareholderSchema = z.object({
  companyId: z.number().int().optional(),
  kind: z.enum(['person', 'company']),
  holderId: z.number().int(),
  share: z.string(),
});
export type BusinessShareholder = z.infer<typeof businessShareholderSchema>;

/** The people structure of a business (decision 0110). */
export const businessPeopleSchema = z.object({
  persons: z.array(businessPersonSchema),
  companies: z.array(businessCompanySchema),
  directors: z.array(z.object({ companyId: z.number().int().optional(), personId: z.number().int() })),
  shareholders: z.array(businessShareholderSchema),
  owners: z.array(z.object({ personId: z.number().int() })),
  /** Person ids of the business's users (their levels are on the persons). */
  users: z.array(z.object({ personId: z.number().int() })),
});
export type BusinessPeople = z.infer<typeof businessPeopleSchema>;

const companyIdField = { companyId: integerIdSchema.optional() };
/** Names an existing person (`personId`) or enters a new one (`person`); exactly one ('required' on `personId` otherwise). */
const personChoice = { personId: integerIdSchema.optional(), person: registrationPersonFieldsSchema.optional() };
const holderFields = {
  kind: z.enum(['person', 'company'], { error: 'invalid_value' }),
  holderId: integerIdSchema,
};
const peopleResponse = z.object({ people: businessPeopleSchema });

export const businessPeopleListMethod = defineMethod({
  name: 'businessPeopleList',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "The business's directors, shareholders (persons and companies, with shares), owners and users, of the business and of its company shareholders, with each person's verification status. Full access only.",
  request: onBehalfSchema,
  response: peopleResponse,
});

export const businessPersonUpdateMethod = defineMethod({
  name: 'businessPersonUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Edits a person's fields (any role); a user's e-mail is their sign-in and does not change here. The rules of 002 §5 run on the result.",
  request: onBehalfSchema.extend({ personId: integerIdSchema, fields: registrationPersonFieldsSchema }),
  response: peopleResponse,
});

export const businessDirectorAddMethod = defineMethod({
  name: 'businessDirectorAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Adds a director (an existing person or a new one) to the business or one of its companies; a director of the business itself is sent an identity-verification link.',
  request: onBehalfSchema.extend({ ...companyIdField, ...personChoice }),
  response: peopleResponse,
});

export const businessDirectorRemoveMethod = defineMethod({
  name: 'businessDirectorRemove',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Removes a director; refused when the company would have none (002 §5).',
  request: onBehalfSchema.extend({ ...companyIdField, personId: integerIdSchema }),
  response: peopleResponse,
});

/** A new company shareholder with its own directors and holders, naming existing persons (002 §5: checked recursively). */
export const newShareholderCompanySchema = z.object({
  fields: registrationCompanyFieldsSchema,
  directorIds: z.array(integerIdSchema).max(20, { error: 'too_big' }),
  shareholders: z
    .array(z.object({ personId: integerIdSchema, share: z.string().trim().max(10, { error: 'too_long' }) }))
    .max(20, { error: 'too_big' }),
});

export const businessShareholderAddMethod = defineMethod({
  name: 'businessShareholderAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Adds a shareholder with its share (percent, up to two decimals): an existing or new person, or a new company with its own directors and holders. Shares and totals are checked (002 §5).',
  request: onBehalfSchema.extend({
    ...companyIdField,
    ...personChoice,
    company: newShareholderCompanySchema.optional(),
    share: z.string().trim().max(10, { error: 'too_long' }),
  }),
  response: peopleResponse,
});

export const businessShareholderUpdateMethod = defineMethod({
  name: 'businessShareholderUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Changes a shareholder's share; below 25 % a person's source of funds is cleared (002 §4), from 25 % one is required (002 §5).",
  request: onBehalfSchema.extend({
    ...companyIdField,
    ...holderFields,
    share: z.string().trim().max(10, { error: 'too_long' }),
  }),
  response: peopleResponse,
});

export const businessShareholderRemoveMethod = defineMethod({
  name: 'businessShareholderRemove',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Removes a shareholder (a company with everything only it held); refused when the company would have none or its total would leave 10–100 %.',
  request: onBehalfSchema.extend({ ...companyIdField, ...holderFields }),
  response: peopleResponse,
});

export const businessOwnerAddMethod = defineMethod({
  name: 'businessOwnerAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Adds an ultimate beneficial owner (an existing or new person), who is sent an identity-verification link.',
  request: onBehalfSchema.extend(personChoice),
  response: peopleResponse,
});

export const businessOwnerRemoveMethod = defineMethod({
  name: 'businessOwnerRemove',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Removes an ultimate beneficial owner.',
  request: onBehalfSchema.extend({ personId: integerIdSchema }),
  response: peopleResponse,
});

export const businessUserAddMethod = defineMethod({
  name: 'businessUserAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Makes a person (existing or new) a user of the business with an access right (0–4), inviting them by e-mail like the registration; the e-mail must not be registered (002 §5).',
  request: onBehalfSchema.extend({
    ...personChoice,
    accessRight: z.number({ error: 'access_rights_required' }).int({ error: 'invalid_value' }),
  }),
  response: peopleResponse,
});

export const businessUserRemoveMethod = defineMethod({
  name: 'businessUserRemove',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Takes a person off the users: their sign-in keeps no access (level 0). Refused when no full-access user would remain (002 §5).',
  request: onBehalfSchema.extend({ personId: integerIdSchema }),
  response: peopleResponse,
});

/** A document uploaded for the business that names this representative (the KYC documents module). */
export const representativeDocumentSchema = z.object({
  documentId: z.string(),
  type: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * Representative (spec 002 §3): firstName, lastName, phone, address, taxId, e-mail, residence
 * country (the address's country), documents and identity (verification status), plus the roles
 * the person holds.
 */
export const representativeSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: registrationAddressSchema,
  taxId: registrationTaxIdSchema,
  residenceCountryCode: z.string(),
  documents: z.array(representativeDocumentSchema),
  identity: z.object({ status: z.enum(personVerificationStatuses), sentAt: z.string().optional() }),
  roles: z.array(z.enum(['director', 'shareholder', 'owner', 'user'])),
});
export type Representative = z.infer<typeof representativeSchema>;

export const representativeInfoMethod = defineMethod({
  name: 'representativeInfo',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: "A representative's details, documents and identity-verification status (spec 002 §3 'Representative').",
  request: onBehalfSchema.extend({ personId: integerIdSchema }),
  response: z.object({ representative: representativeSchema }),
});

/** Longest reason an administrator gives for a force-delete. */
export const maxForceDeleteReasonLength = 500;

export const representativeDeleteMethod = defineMethod({
  name: 'representativeDelete',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Removes a person with all their roles; refused when the structure would break the rules of 002 §5. An administrator may force it with a reason (audit-logged), even when a rule breaks (decision 0111).',
  request: onBehalfSchema.extend({
    personId: integerIdSchema,
    force: z.boolean().optional(),
    reason: z.string().trim().max(maxForceDeleteReasonLength, { error: 'too_long' }).optional(),
  }),
  response: z.object({ people: businessPeopleSchema, brokenRules: z.array(z.string()) }),
});

/** One authorised user of a business with their access right (decision 0110). */
export const businessAuthorizedUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  accessRight: z.number().int().min(0).max(5),
  kind: z.enum(['owner', 'employee', 'representative']),
  /** Whether they have opened their invitation and chosen a password. */
  isActivated: z.boolean(),
  /** The person of the structure they are, when they are one. */
  personId: z.number().int().optional(),
});
export type BusinessAuthorizedUser = z.infer<typeof businessAuthorizedUserSchema>;

export const businessAuthorizedUserGetMethod = defineMethod({
  name: 'businessAuthorizedUserGet',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "The business's authorised users with their access rights, activation and person (spec 002 §7 'Business authorized user get').",
  request: onBehalfSchema,
  response: z.object({ users: z.array(businessAuthorizedUserSchema) }),
});

export const businessPersonVerificationResendMethod = defineMethod({
  name: 'businessPersonVerificationResend',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Sends a director's or owner's identity-verification link again (a new link; the old one stops working); at most once a minute and 5 times a day per person.",
  request: onBehalfSchema.extend({ personId: integerIdSchema }),
  response: z.object({ sentAt: z.string() }),
});

/** The secret of a person's verification link: 32 random bytes, base64url (decision 0112). */
export const personVerificationSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalid' });

export const businessPersonVerificationOpenMethod = defineMethod({
  name: 'businessPersonVerificationOpen',
  callers: 'public',
  errors: ['NF'],
  summary:
    "Opens a director's or owner's identity-verification link (decision 0112): starts their own verification at the identity provider, or resumes the one under way with a fresh page token (the previous page stops working), and answers the hosted page to go to. Works until the link expires or is replaced, or the verification has its result; then an unknown, revoked, expired or finished secret all answer the same 'NF' and change nothing. Limited per client address.",
  request: z.object({ secret: personVerificationSecretSchema }),
  response: z.object({
    businessName: z.string(),
    personName: z.string(),
    /** The hosted page of the person's verification (`/identity-verification/{workflowRunId}/{token}`). */
    path: z.string(),
  }),
});
