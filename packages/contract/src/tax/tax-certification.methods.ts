import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas.ts';
import { adminReasonSchema } from '../customers/customer-admin.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { maxDocumentFileBytes } from '../documents/documents.schemas.ts';
import { defineMethod, defineMethods } from '../method.ts';
import { calendarDateSchema, integerIdSchema } from '../validation.ts';
import { certificationStatusSchema } from './certification-status-schema.ts';
import { maxTaxIdEntries } from './tax-id-rules.ts';
import {
  chapter3Statuses,
  taxDocumentsSchema,
  taxEntityTypes,
  taxIdEntrySchema,
} from './self-certification.schemas.ts';

/**
 * The FATCA/CRS get and update calls (spec 002 §7 "Tax certification";
 * decisions 0065, 0078). The answers are checked by `personalSelfCertificationSchema` or
 * `businessSelfCertificationSchema` by the caller's customer type, on the server as in the web's form.
 */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const flag = z.boolean({ error: 'invalid_type' }).optional();

/** The US tax forms Tessera knows (spec 002 §2 "W-form request and signing"). */
export const usTaxForms = ['W-9', 'W-8BEN', 'W-8BEN-E'] as const;
export type UsTaxForm = (typeof usTaxForms)[number];

/**
 * The answers of a self-certification as sent (spec 002 §3 "FATCA/CRS"): every field of both the
 * personal and the business payload, without their rules; the server then applies the rules of the
 * caller's kind (a business field from a personal customer is 'unrecognized_keys').
 */
export const certificationAnswersSchema = z.object({
  taxIds: z.array(taxIdEntrySchema).max(maxTaxIdEntries, { error: 'too_big' }),
  isUSTaxPayer: z.boolean({ error: 'required' }),
  hasUSIndicia: flag,
  entityType: z.enum(taxEntityTypes, { error: 'invalid_value' }).optional(),
  chapter3Status: z.enum(chapter3Statuses, { error: 'invalid_value' }).optional(),
  giin: text(19).optional(),
  reason: text(500).optional(),
  isFinancialInstitution: flag,
  isUsingClientFunds: flag,
  isManagedByFinancialInstitution: flag,
  isPubliclyTraded: flag,
  isOwnPubliclyTradedCompany: flag,
  isEarnPassiveIncome: flag,
  companySecurityMarket: text(100).optional(),
  companyTicket: text(20).optional(),
  companyOwnedByYouName: text(140).optional(),
  companyOwnedByYouSecurityMarket: text(100).optional(),
  companyOwnedByYouTicket: text(20).optional(),
});
export type CertificationAnswers = z.infer<typeof certificationAnswersSchema>;

/** The business-only fields of {@link certificationAnswersSchema}: refused from a personal customer. */
export const businessOnlyAnswerFields = [
  'entityType',
  'chapter3Status',
  'giin',
  'reason',
  'isFinancialInstitution',
  'isUsingClientFunds',
  'isManagedByFinancialInstitution',
  'isPubliclyTraded',
  'isOwnPubliclyTradedCompany',
  'isEarnPassiveIncome',
  'companySecurityMarket',
  'companyTicket',
  'companyOwnedByYouName',
  'companyOwnedByYouSecurityMarket',
  'companyOwnedByYouTicket',
] as const satisfies readonly (keyof CertificationAnswers)[];

/**
 * The signature typed in the browser (spec 002 §2 "W-form request and signing"): the signer's full
 * name as their signature, the date they sign (YYYY-MM-DD, the signer's today: the server accepts
 * its own UTC date ± 1 day), and the "under penalties of perjury" confirmation, which must be true.
 * The server records the signer's IP address from the request, never from the body.
 */
export const certificationSignatureSchema = z.object({
  signerName: z.string().trim().min(2, { error: 'too_short' }).max(140, { error: 'too_long' }),
  signedDate: calendarDateSchema,
  isPerjuryConfirmed: z.literal(true, { error: 'required' }),
  /** For a representative signing for a business: their capacity (e.g. "Director"); required from a business. */
  signerCapacity: text(100).optional(),
});
export type CertificationSignature = z.infer<typeof certificationSignatureSchema>;

/** What the forms are pre-filled with and what the PDFs print besides the answers. */
export const certificationHolderSchema = z.object({
  kind: z.enum(['personal', 'business']),
  /** The customer's full name, or the business's name. */
  name: z.string(),
  residenceCountryCode: z.string().optional(),
  birthDay: z.string().optional(),
});

/** The state of a customer's self-certification (the answer of both calls). */
export const certificationStateSchema = taxDocumentsSchema.extend({
  holder: certificationHolderSchema,
  /** The certification's status (decision 0078); the same as customer info's `taxResidencySelfCertificationDocumentStatus`. */
  status: certificationStatusSchema,
  /** True when the status asks the customer to (re)certify: none, rejected or expiredSoon. */
  isActionRequired: z.boolean(),
  /** The last answers given, when certified. */
  certification: certificationAnswersSchema.optional(),
  /** The US form the answers need (usTaxFormOf), when certified. */
  usTaxForm: z.enum(usTaxForms).optional(),
  signerName: z.string().optional(),
  signedDate: z.string().optional(),
  /** The last day the W-8BEN is valid, when one was signed. */
  validUntil: z.string().optional(),
  /** Controlling persons must certify too (requiresControllingPersons; business only). */
  requiresControllingPersons: z.boolean().optional(),
});
export type CertificationState = z.infer<typeof certificationStateSchema>;

export const fatcaCrsGetMethod = defineMethod({
  name: 'fatcaCrsGet',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "The caller's FATCA/CRS self-certification (spec 002 §3, §7): its status, the answers last signed, the US form they need and the W-8, W-9, self-certification and loss-of-nationality document ids and statuses.",
  request: onBehalfSchema,
  response: certificationStateSchema,
});

export const fatcaCrsUpdateMethod = defineMethod({
  name: 'fatcaCrsUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Certifies the caller's tax residences (spec 002 §3, §5, §7): the answers, checked by the personal or business rules (a US taxpayer's missing US TIN is 'required' at `taxIds.<n>.taxId`), and the typed signature. Generates and stores the signed self-certification and, for a US person, the W-9 (W-8BEN for a person with US indicia) as PDFs, records the signer's IP address, and answers the new state (status pending).",
  request: onBehalfSchema.extend({
    certification: certificationAnswersSchema,
    signature: certificationSignatureSchema,
  }),
  response: certificationStateSchema,
  customerRateLimit: { max: 20, windowMs: 60 * 60 * 1000 },
});

export const fatcaCrsRequestMethod = defineMethod({
  name: 'fatcaCrsRequest',
  callers: { signedIn: 'admin' },
  summary:
    "Compliance asks a customer for a (new) tax self-certification (admin; decision 0078): until they sign again, their status reads none (rejected or expiredSoon stay as they are) and their start page is the self-certification splash. Written to the admin audit log with the reason; 'NF' for an unknown customer.",
  request: z.object({ customerId: integerIdSchema, reason: adminReasonSchema }),
  response: z.object({ status: certificationStatusSchema }),
});

export const fatcaCrsStatusMethod = defineMethod({
  name: 'fatcaCrsStatus',
  callers: { signedIn: 'admin' },
  summary:
    "A customer's FATCA/CRS self-certification as compliance sees it (admin; decision 0078): the status, whether compliance has asked for one, the answers last signed, the US form, the signer and date, and the documents with their statuses. A read: not written to the admin audit log. 'NF' for an unknown customer.",
  request: z.object({ customerId: integerIdSchema }),
  response: certificationStateSchema.extend({
    /** True when compliance has asked this customer to certify (fatcaCrsRequest). */
    isRequested: z.boolean(),
  }),
});

/** How long a controlling person's certification link works (decision 0080): 7 days. */
export const representativeSecretTtlMs = 7 * 24 * 60 * 60 * 1000;

/** Most controlling persons a business may have invited (signed, waiting or expired) at once. */
export const maxRepresentativeInvitations = 50;

/**
 * A representative's authSecret as the server issues it (decision 0080): 32 random bytes in
 * base64url, 43 characters. It travels only in a request body, never in an API address.
 */
export const representativeAuthSecretSchema = z
  .string({ error: 'required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalid_format' });

/**
 * The status of a controlling person's invitation (decision 0080): `invited` while its link works,
 * `signed` once the person certified, `expired` when the 7 days passed unsigned, `revoked` when a
 * newer invitation to the same e-mail replaced it.
 */
export const representativeInvitationStatuses = ['invited', 'signed', 'expired', 'revoked'] as const;
export type RepresentativeInvitationStatus = (typeof representativeInvitationStatuses)[number];

/** One invitation of a controlling person, as the business sees it (never its secret). */
export const representativeInvitationSchema = z.object({
  invitationId: z.number().int().positive(),
  personName: z.string(),
  email: z.string(),
  status: z.enum(representativeInvitationStatuses),
  /** When it was sent and when its link stops working (ISO 8601). */
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When the person signed (ISO 8601), once signed. */
  signedAt: z.string().optional(),
});
export type RepresentativeInvitation = z.infer<typeof representativeInvitationSchema>;

export const fatcaCrsRepresentativeListMethod = defineMethod({
  name: 'fatcaCrsRepresentativeList',
  callers: { signedIn: 'business', actFor: 'read', money: false },
  summary:
    "The controlling persons the calling business invited to certify their tax residences (decision 0080), newest first, each with its status (invited, signed, expired, revoked), and whether the business's signed answers need them (requiresControllingPersons).",
  request: onBehalfSchema,
  response: z.object({
    invitations: z.array(representativeInvitationSchema),
    requiresControllingPersons: z.boolean(),
  }),
});

export const fatcaCrsRepresentativeInviteMethod = defineMethod({
  name: 'fatcaCrsRepresentativeInvite',
  callers: { signedIn: 'business', actFor: 'full', money: false },
  summary: `Invites a controlling person of the calling business to certify their tax residences (spec 002 §2 self-certification-representative; decision 0080): e-mails them a link from the brand's origin carrying a single-use authSecret valid 7 days, stored only hashed. An earlier unsigned invitation to the same e-mail is revoked. 'VF' controlling_persons_not_required (on personName) until the business has signed answers that need controlling persons; 'VF' too_big past ${maxRepresentativeInvitations} invitations.`,
  request: onBehalfSchema.extend({
    personName: z.string({ error: 'required' }).trim().min(2, { error: 'too_short' }).max(140, { error: 'too_long' }),
    email: z.string({ error: 'required' }).trim().pipe(emailSchema),
  }),
  response: z.object({ invitation: representativeInvitationSchema }),
  customerRateLimit: { max: 30, windowMs: 60 * 60 * 1000 },
});

/** What a controlling person's link opens: who asks, who signs, and the form's state. */
const representativeCertificationSchema = z.object({
  businessName: z.string(),
  personName: z.string(),
  /** The personal form's state: holder (the person, kind personal), status none, no answers yet. */
  state: certificationStateSchema,
});

export const fatcaCrsRepresentativeGetMethod = defineMethod({
  name: 'fatcaCrsRepresentativeGet',
  callers: 'public',
  summary:
    "Loads a controlling person's certification by the authSecret of their link, sent in the body (spec 000 §7 \"adds authSecret\"; decision 0080): the business's name, the person's name and the form's state. An unknown, expired, revoked or used secret answers the same 'NF'. Limited per client address.",
  request: z.object({ authSecret: representativeAuthSecretSchema }),
  response: representativeCertificationSchema,
});

export const fatcaCrsRepresentativeUpdateMethod = defineMethod({
  name: 'fatcaCrsRepresentativeUpdate',
  callers: 'public',
  summary:
    "Signs a controlling person's certification with the authSecret of their link (decision 0080): the personal answers and typed signature, checked as fatcaCrsUpdate checks a person's ('VF', nothing stored). Files the signed self-certification and the W-9 or W-8BEN the answers need as the business's documents, records the signer's IP address and time, and uses the secret up (single use). An unknown, expired, revoked or used secret answers the same 'NF'. Limited per client address.",
  request: z.object({
    authSecret: representativeAuthSecretSchema,
    certification: certificationAnswersSchema,
    signature: certificationSignatureSchema,
  }),
  response: z.object({
    businessName: z.string(),
    personName: z.string(),
    status: certificationStatusSchema,
  }),
});

/** The `data` part of a W-form upload: which form the signed file is. */
export const wFormUploadDataSchema = z.object({ formType: z.enum(usTaxForms, { error: 'invalid_value' }) });

/** The file part of both tax uploads. */
export const taxUploadFileParts = ['document'] as const;

/**
 * A signed W-form upload (spec 002 §7 "W-form upload and loss-of-nationality upload (multipart)";
 * decisions 0079, 0134): `POST /api/?method=wFormUpload`, multipart.
 */
const wFormUploadMethod = defineMethod({
  name: 'wFormUpload',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Uploads a signed W-form of the caller's (multipart: a `data` part `{formType}` — W-9, W-8BEN or W-8BEN-E — and the file `document`, at most 10 MiB, inspected before it is stored). It becomes the certification's W-9 or W-8 document (status pending); a refused file is 'VF' on `document` and nothing is stored.",
  request: wFormUploadDataSchema,
  response: certificationStateSchema,
  multipart: { files: taxUploadFileParts, maxFileBytes: maxDocumentFileBytes },
  customerRateLimit: { max: 30, windowMs: 60_000 },
});

/** A certificate of loss of US nationality (spec 002 §7; decisions 0079, 0134): `POST /api/?method=lossOfNationalityUpload`, multipart. */
const lossOfNationalityUploadMethod = defineMethod({
  name: 'lossOfNationalityUpload',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Uploads the caller's certificate of loss of US nationality (multipart: an empty `data` part `{}` and the file `document`, inspected before it is stored; status pending); a refused file is 'VF' on `document` and nothing is stored.",
  request: z.object({}),
  response: certificationStateSchema,
  multipart: { files: taxUploadFileParts, maxFileBytes: maxDocumentFileBytes },
  customerRateLimit: { max: 30, windowMs: 60_000 },
});

/**
 * The tax-certification area (spec 002 §7 "Tax certification"): FATCA/CRS get, update and request,
 * the W-form and loss-of-nationality uploads (multipart), and the controlling persons' invitations
 * and certifications (decision 0080).
 */
export const taxCertificationMethods = defineMethods({
  fatcaCrsGet: fatcaCrsGetMethod,
  fatcaCrsUpdate: fatcaCrsUpdateMethod,
  fatcaCrsRequest: fatcaCrsRequestMethod,
  fatcaCrsStatus: fatcaCrsStatusMethod,
  fatcaCrsRepresentativeList: fatcaCrsRepresentativeListMethod,
  fatcaCrsRepresentativeInvite: fatcaCrsRepresentativeInviteMethod,
  fatcaCrsRepresentativeGet: fatcaCrsRepresentativeGetMethod,
  fatcaCrsRepresentativeUpdate: fatcaCrsRepresentativeUpdateMethod,
  wFormUpload: wFormUploadMethod,
  lossOfNationalityUpload: lossOfNationalityUploadMethod,
});
