import { z } from 'zod';
import {
  registrationAddressSchema,
  registrationDueDiligenceSchema,
  registrationFinancialDetailSchema,
  registrationLegalInformationSchema,
} from '../business/business-registration.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { adminReasonSchema } from '../customers/customer-admin.schemas.ts';
import { defineMethod } from '../method.ts';
import { integerIdSchema } from '../validation.ts';

/**
 * The company pages of a business (spec 002 §2 `company`, §3 "Company", "Business resolution", §6
 * "Admins can … update financial info and due diligence", §7 "Business": resolution send and get,
 * declarations and the prohibited escort statement, financial update and due-diligence update;
 * decisions 0106–0109). Every method acts for the business named by `fromCustomerId` (or the
 * customer-id header), else the caller's own customer, which must be a business.
 */

/** The sections of the company's registration forms an update changes (audit rows name them). */
export const companyFormSections = ['financialDetail', 'dueDiligence'] as const;
export type CompanyFormSection = (typeof companyFormSections)[number];

/**
 * The general data of a company with the spec's Company field names (spec 002 §3 "Company": name,
 * registrationCountryCode, tradingName, email, registrationNumber, registrationDate, businessTaxId,
 * website, description, phone, addresses; decision 0134), from its company row and its registration.
 */
export const companyGeneralSchema = z.object({
  name: z.string(),
  tradingName: z.string().optional(),
  registrationNumber: z.string(),
  registrationCountryCode: z.string(),
  registrationDate: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  description: z.string().optional(),
  industryId: z.number().int().optional(),
  /** The company's addresses (the registration gives one, its registered office). */
  addresses: z.array(registrationAddressSchema),
  /** The company's tax id (the missing-reason stays in the back office). */
  businessTaxId: z.string().optional(),
  /** The country that issued `businessTaxId`. */
  businessTaxIdCountryCode: z.string().optional(),
});
export type CompanyGeneral = z.infer<typeof companyGeneralSchema>;

/** One change of the company's forms as the company sees it: which section, when, by whom. */
export const companyFormChangeSchema = z.object({
  section: z.enum(companyFormSections),
  changedAt: z.string(),
  /** The e-mail of the user who changed it; absent when an administrator did (the reason is theirs). */
  changedBy: z.string().optional(),
  isAdmin: z.boolean(),
});
export type CompanyFormChange = z.infer<typeof companyFormChangeSchema>;

/** The statements a company signs (spec 002 §7 "Declarations and the prohibited escort statement"). */
export const companyStatementKinds = ['declarations', 'prohibitedEscortStatement'] as const;
export type CompanyStatementKind = (typeof companyStatementKinds)[number];

/**
 * The declarations a business confirms, each a sentence the page shows (decision 0108): its
 * information is true and complete, its funds are lawful, it and its owners are not sanctioned, it
 * tells the bank of changes. PEP status is answered separately.
 */
export const companyDeclarationKeys = ['informationTrue', 'fundsLawful', 'notSanctioned', 'notifyChanges'] as const;
export type CompanyDeclarationKey = (typeof companyDeclarationKeys)[number];

/** Whether a director, owner or shareholder is a politically exposed person, or close to one. */
export const pepStatuses = ['none', 'pep', 'closeAssociate'] as const;
export type PepStatus = (typeof pepStatuses)[number];

/** Version of the declarations' wording: a signature names the text it agreed to. */
export const companyStatementVersion = '2026-11';

/** A signed statement as kept (the latest of its kind; earlier ones stay on record). */
export const signedStatementSchema = z.object({
  kind: z.enum(companyStatementKinds),
  signerName: z.string(),
  signerEmail: z.string(),
  signedAt: z.string(),
  ip: z.string(),
  version: z.string(),
  pepStatus: z.enum(pepStatuses).optional(),
  pepDetails: z.string().optional(),
  /** How many times the company signed this kind, this one included. */
  signatureCount: z.number().int(),
});
export type SignedStatement = z.infer<typeof signedStatementSchema>;

/** The statuses of a business resolution (spec 002 §3 "Business resolution": statusId). */
export const resolutionStatuses = { pending: 0, signed: 1, declined: 2, expired: 3 } as const;
export type ResolutionStatusId = (typeof resolutionStatuses)[keyof typeof resolutionStatuses];
export const resolutionStatusIdSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Days a resolution's signing links stay valid. */
export const resolutionValidityDays = 7;
/** Most representatives one resolution names. */
export const maxResolutionRepresentatives = 10;

/** A director asked to sign a resolution, and what they did. */
export const resolutionSignerSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  state: z.enum(['pending', 'signed', 'declined']),
  decidedAt: z.string().optional(),
  /** Why the director declined (decision 0120). */
  declineReason: z.string().optional(),
  /** The signed-in caller is this director and may sign or decline in the app (decision 0121). */
  isCaller: z.boolean().optional(),
});
export type ResolutionSigner = z.infer<typeof resolutionSignerSchema>;

/** A business resolution (spec 002 §3: businessRepresentativeIds, statusId, signers; decision 0107). */
export const businessResolutionSchema = z.object({
  resolutionId: z.number().int(),
  businessRepresentativeIds: z.array(z.number().int()),
  /** The representatives' names, in the order of `businessRepresentativeIds`. */
  representativeNames: z.array(z.string()),
  statusId: resolutionStatusIdSchema,
  signers: z.array(resolutionSignerSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().optional(),
  /** The signed resolution filed among the company's documents, once every director signed. */
  documentId: z.number().int().optional(),
});
export type BusinessResolution = z.infer<typeof businessResolutionSchema>;

/** A person of the company's structure who may be named a representative. */
export const companyPersonSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  roles: z.array(z.enum(['director', 'owner', 'shareholder', 'user'])),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

/** The company as its page shows it (`companyGet`). */
export const companyProfileSchema = z.object({
  customerId: z.number().int(),
  general: companyGeneralSchema,
  financialDetail: registrationFinancialDetailSchema.optional(),
  dueDiligence: registrationDueDiligenceSchema.optional(),
  legalInformation: registrationLegalInformationSchema.optional(),
  /** The caller may edit the forms, sign statements and send resolutions (full access). */
  canEdit: z.boolean(),
  /** The company's industry is an adult industry: the prohibited escort statement is required. */
  isEscortStatementRequired: z.boolean(),
  declarations: signedStatementSchema.optional(),
  prohibitedEscortStatement: signedStatementSchema.optional(),
  persons: z.array(companyPersonSchema),
  /** The latest changes of the forms, newest first (at most 10). */
  changes: z.array(companyFormChangeSchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companyGetMethod = defineMethod({
  name: 'companyGet',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "The company's overview (spec 002 §2 `company`): general data, financial, due-diligence and legal information, its statements and people. Read access.",
  request: onBehalfSchema,
  response: z.object({ company: companyProfileSchema }),
});

/** Administrators give a reason (3–500 characters) for every change they make to a company. */
const adminReasonField = { reason: adminReasonSchema.optional() };

export const financialUpdateMethod = defineMethod({
  name: 'financialUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Replaces the company's financial information (the registration's financialInfoForm, same rules; spec 002 §6, §7). Full access, or an administrator with a reason; audit-logged with before and after.",
  request: onBehalfSchema.extend({ financialDetail: registrationFinancialDetailSchema, ...adminReasonField }),
  response: z.object({ company: companyProfileSchema }),
});

export const dueDiligenceUpdateMethod = defineMethod({
  name: 'dueDiligenceUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Replaces the company's due-diligence answers (the registration's dueDilligenceForm, same rules; spec 002 §6, §7). Full access, or an administrator with a reason; audit-logged with before and after.",
  request: onBehalfSchema.extend({ dueDiligence: registrationDueDiligenceSchema, ...adminReasonField }),
  response: z.object({ company: companyProfileSchema }),
});

/** The signer's full name as typed, their signature. */
const signerNameSchema = z.string({ error: 'required' }).trim().min(2, { error: 'too_short' }).max(200, {
  error: 'too_long',
});

export const declarationsSignMethod = defineMethod({
  name: 'declarationsSign',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Signs the company's declarations (spec 002 §7; decision 0108): every declaration confirmed, the PEP status, the signer's name; kept with time and IP, earlier signatures stay on record. Full access.",
  request: onBehalfSchema.extend({
    confirmed: z.array(z.enum(companyDeclarationKeys, { error: 'invalid_value' })).max(companyDeclarationKeys.length),
    pepStatus: z.enum(pepStatuses, { error: 'invalid_value' }),
    pepDetails: z.string().trim().max(1000, { error: 'too_long' }).optional(),
    signerName: signerNameSchema,
  }),
  response: z.object({ company: companyProfileSchema }),
});

export const prohibitedEscortStatementSignMethod = defineMethod({
  name: 'prohibitedEscortStatementSign',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Signs the prohibited escort statement (spec 002 §7; decision 0108): the company neither offers nor advertises escort or sexual services. Only for adult industries; full access.',
  request: onBehalfSchema.extend({ isConfirmed: z.boolean(), signerName: signerNameSchema }),
  response: z.object({ company: companyProfileSchema }),
});

export const resolutionSendMethod = defineMethod({
  name: 'resolutionSend',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Sends a board resolution naming the company's representatives (spec 002 §3, §7; decision 0107) to every director for signature by a single-use e-mailed link. A pending one is replaced. Full access.",
  request: onBehalfSchema.extend({
    businessRepresentativeIds: z
      .array(integerIdSchema)
      .min(1, { error: 'required' })
      .max(maxResolutionRepresentatives, { error: 'too_big' }),
  }),
  response: z.object({ resolution: businessResolutionSchema }),
});

export const resolutionGetMethod = defineMethod({
  name: 'resolutionGet',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "The company's business resolutions, newest first (at most 10), with each signer's state (spec 002 §3, §7). Read access.",
  request: onBehalfSchema,
  response: z.object({ resolutions: z.array(businessResolutionSchema) }),
});

/** A signing link's token: 43 base64url characters (32 random bytes). */
export const resolutionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalid_link' });

/** What a director sees before signing: the company, the representatives, their own state. */
export const resolutionForSignerSchema = z.object({
  companyName: z.string(),
  registrationNumber: z.string(),
  representativeNames: z.array(z.string()),
  signerName: z.string(),
  state: z.enum(['pending', 'signed', 'declined']),
  statusId: resolutionStatusIdSchema,
  expiresAt: z.string(),
});
export type ResolutionForSigner = z.infer<typeof resolutionForSignerSchema>;

export const resolutionSignerGetMethod = defineMethod({
  name: 'resolutionSignerGet',
  callers: 'public',
  summary:
    "The resolution a director's signing link names (decision 0107). 'VF' `invalid_link` for an unknown, used or expired link. Limited per address.",
  request: z.object({ token: resolutionTokenSchema }),
  response: z.object({ resolution: resolutionForSignerSchema }),
});

/** Why a director declines a resolution: 3–500 characters, required with a decline (decision 0120). */
export const resolutionDeclineReasonSchema = z
  .string()
  .trim()
  .min(3, { error: 'too_short' })
  .max(500, { error: 'too_long' });

export const resolutionSignMethod = defineMethod({
  name: 'resolutionSign',
  callers: 'public',
  summary:
    "A director signs or declines a resolution by their single-use link (decisions 0107, 0120); a decline needs its `reason` ('VF' `required`) and the sender is told by e-mail; when every director signed, the signed PDF is filed among the company's documents. 'VF' `invalid_link` for an unknown, used or expired link, nothing changed.",
  request: z.object({
    token: resolutionTokenSchema,
    isDeclined: z.boolean().optional(),
    reason: resolutionDeclineReasonSchema.optional(),
  }),
  response: z.object({ resolution: resolutionForSignerSchema }),
});

export const resolutionSignInAppMethod = defineMethod({
  name: 'resolutionSignInApp',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "A director who is also a signed-in user of the business signs or declines its pending resolution on the company page, without the e-mailed link (decision 0121); a decline needs its `reason`. '13' when the caller is not one of its pending directors; 'VF' `resolution_not_pending` when it no longer waits.",
  request: onBehalfSchema.extend({
    resolutionId: integerIdSchema,
    isDeclined: z.boolean().optional(),
    reason: resolutionDeclineReasonSchema.optional(),
  }),
  response: z.object({ resolution: businessResolutionSchema }),
});
