import { z } from 'zod';
import { maxIntegerId } from '../validation.ts';

/**
 * Know your customer (spec 002 §3 "Uploaded document", "Identity document", "Document categories",
 * "Document statuses (numeric)", "Verification status values", "Restriction reasons", "Account
 * status banner"; decision 0061): the constants and wire shapes both the server and the
 * web read. Names are the spec's; the numbers are the spec's where it gives them.
 */

/** Document categories by id (spec 002 §3 "Document categories"), named as the spec names them. */
export const documentCategories = {
  ProofOfIdentity: 1,
  ProofOfAddress: 2,
  ProofOfPhone: 3,
  BusinessRegistration: 4,
  Other: 5,
  ProofOfRelationship: 6,
  BusinessAddress: 7,
  BusinessRegistrationAddress: 8,
  ControlDocument: 9,
  BusinessAdditionalDocument: 10,
  SourceOfWealth: 11,
  ResidencePermit: 12,
} as const;
export type DocumentCategoryName = keyof typeof documentCategories;
export type DocumentCategoryId = (typeof documentCategories)[DocumentCategoryName];

/** The category ids 1–12 in order. */
export const documentCategoryIds = Object.values(documentCategories);

/** A document category id on the wire: 1–12 ('invalid_value' otherwise). */
export const documentCategoryIdSchema = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .refine((id): id is DocumentCategoryId => (documentCategoryIds as readonly number[]).includes(id), {
    error: 'invalid_value',
  });

/**
 * Numeric document statuses (spec 002 §3 "Document statuses (numeric)"): submitted 0, confirmed 2,
 * canceled 4, deleted 5, rejected 26, under investigation 31, expired 38, pending 41, name mismatch 64.
 * The wire carries the number (`statusId`).
 */
export const documentStatuses = {
  submitted: 0,
  confirmed: 2,
  canceled: 4,
  deleted: 5,
  rejected: 26,
  underInvestigation: 31,
  expired: 38,
  pending: 41,
  nameMismatch: 64,
} as const;
export type DocumentStatusName = keyof typeof documentStatuses;
export type DocumentStatusId = (typeof documentStatuses)[DocumentStatusName];

/** The status ids in the spec's order. */
export const documentStatusIds = Object.values(documentStatuses);

/** A document status on the wire: one of the nine numbers ('invalid_value' otherwise). */
export const documentStatusIdSchema = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .refine((id): id is DocumentStatusId => (documentStatusIds as readonly number[]).includes(id), {
    error: 'invalid_value',
  });

/** The status names in the spec's order. */
const documentStatusNames: readonly DocumentStatusName[] = [
  'submitted',
  'confirmed',
  'canceled',
  'deleted',
  'rejected',
  'underInvestigation',
  'expired',
  'pending',
  'nameMismatch',
];

/** The status name of a status id (for logs and translation keys), or undefined for an unknown number. */
export function documentStatusNameOf(statusId: number): DocumentStatusName | undefined {
  return documentStatusNames.find((name) => documentStatuses[name] === statusId);
}

/**
 * The ten verification status values (spec 002 §3 "Verification status values"), as strings on
 * the wire. `verificationStatusOf` derives one (spec 002 §4).
 */
export const verificationStatuses = [
  'checked',
  'limited',
  'processing',
  'verificationProcessing',
  'unverified',
  'duplicateDocuments',
  'duplicateDocumentsUploaded',
  'hasRequiredActions',
  'someCardDocumentRequired',
  'finalReview',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
export const verificationStatusSchema = z.enum(verificationStatuses, { error: 'invalid_value' });

/**
 * Why a customer is limited (spec 002 §3 "Restriction reasons"): expired documents 1, unpaid
 * invoice 2, sanctions 3, adverse media 4, account investigation 5. What each blocks is in
 * `restrictions.ts`.
 */
export const restrictionReasons = {
  expiredDocuments: 1,
  unpaidInvoice: 2,
  sanctions: 3,
  adverseMedia: 4,
  accountInvestigation: 5,
} as const;
export type RestrictionReasonName = keyof typeof restrictionReasons;
export type RestrictionReason = (typeof restrictionReasons)[RestrictionReasonName];

/** A restriction reason on the wire: 1–5 ('invalid_value' otherwise). */
export const restrictionReasonSchema = z.union(
  [
    z.literal(restrictionReasons.expiredDocuments),
    z.literal(restrictionReasons.unpaidInvoice),
    z.literal(restrictionReasons.sanctions),
    z.literal(restrictionReasons.adverseMedia),
    z.literal(restrictionReasons.accountInvestigation),
  ],
  { error: 'invalid_value' },
);

/**
 * Address types (spec 002 §3 "Address"): unspecified 0, home 1, business 2, home and business 3,
 * residence 4, office 5.
 */
export const addressTypes = {
  unspecified: 0,
  home: 1,
  business: 2,
  homeAndBusiness: 3,
  residence: 4,
  office: 5,
} as const;
export type AddressType = (typeof addressTypes)[keyof typeof addressTypes];

/**
 * An uploaded document as listed on a profile, an address or a company (spec 002 §3 "Uploaded
 * document"). Dates are ISO calendar dates (YYYY-MM-DD), `uploaded` an ISO instant. `rejectReason`
 * is the reviewer's text for a rejected or name-mismatch document.
 */
export const uploadedDocumentSchema = z.object({
  id: z.number().int(),
  statusId: documentStatusIdSchema,
  uploaded: z.string(),
  documentTypeId: z.number().int(),
  /** The type's name in the dictionary (spec 002 §3 "document types grouped by category"). */
  documentType: z.string(),
  /** A relationship or additional file sent with a main document (spec 002 §3 "Upload data"). */
  isSubDocument: z.boolean(),
  issuedDate: z.string().optional(),
  expiresDate: z.string().optional(),
  createdUsername: z.string().optional(),
  rejectReason: z.string().optional(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/**
 * The customer's identity document (spec 002 §3 "Identity document"): `status` is the numeric
 * document status, `type` the type's name and `typeId` its id in the
 * document-type catalogue (document-types.ts).
 */
export const identityDocumentSchema = z.object({
  expiresDate: z.string().optional(),
  issuedDate: z.string().optional(),
  number: z.string().optional(),
  rejectReason: z.string().optional(),
  status: documentStatusIdSchema,
  type: z.string(),
  typeId: z.number().int(),
});
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

/** Password of a protected PDF (a bank statement as proof of address, for one): at most 256 characters. */
const documentPasswordSchema = z.string().max(256, { error: 'too_long' }).optional();

/**
 * The `data` part of a document upload (spec 002 §3 "Upload data"); the files are the main, the
 * relationship and the additional document (multipart parts beside `data`). Which second file a
 * type needs is `additionalFileFor` (document-types.ts).
 */
export const documentUploadDataSchema = z.object({
  addressId: z.number().int().positive().max(maxIntegerId, { error: 'too_big' }).optional(),
  documentType: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(maxIntegerId, { error: 'too_big' }),
  documentPassword: documentPasswordSchema,
  relationshipDocumentType: z.number().int().positive().max(maxIntegerId, { error: 'too_big' }).optional(),
  relationshipDocumentPassword: documentPasswordSchema,
  additionalDocumentPassword: documentPasswordSchema,
  isDueDiligence: z.boolean().optional(),
});
export type DocumentUploadData = z.infer<typeof documentUploadDataSchema>;

/**
 * Parameters of a banner's texts, for the reader's language: `count` (a number, for plural forms)
 * and plain-text values, never markup.
 */
export const bannerParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * The account status banner (spec 000 §2, spec 002 §3 "Account status banner"): status, isWarning,
 * title, description, link, linkText, detailedTitle, detailedDescription, named as the spec names
 * them. The texts are translation keys of the web's `kyc` namespace, not English (decision 0061,
 * like history's `descriptionKey`): the web writes them with `params` in the reader's language.
 * `link` is a route path of this app. Texts a status does not have are absent.
 */
export const accountStatusBannerSchema = z.object({
  status: verificationStatusSchema,
  isWarning: z.boolean(),
  title: z.string(),
  description: z.string().optional(),
  link: z.string().optional(),
  linkText: z.string().optional(),
  detailedTitle: z.string().optional(),
  detailedDescription: z.string().optional(),
  /** Values the texts name (`count` of required actions); absent when they name none. */
  params: bannerParamsSchema.optional(),
});
export type AccountStatusBanner = z.infer<typeof accountStatusBannerSchema>;
