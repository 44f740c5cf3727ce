import { z } from 'zod';
import { adminReasonSchema } from '../customers/customer-admin.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { listedDocumentSchema } from '../documents/documents.schemas.ts';
import { defineMethod, defineMethods } from '../method.ts';
import { profileAddressSchema, profileEmailSchema, profilePhoneSchema } from '../profile/profile.schemas.ts';
import { integerIdSchema, maxIntegerId } from '../validation.ts';
import { dueDiligenceInfoMethod, dueDiligenceInfoSchema, dueDiligenceInfoUpdateMethod } from './due-diligence.ts';
import {
  accountStatusBannerSchema,
  documentCategoryIdSchema,
  restrictionReasonSchema,
  verificationStatusSchema,
} from './kyc.schemas.ts';

/**
 * The KYC area (spec 002 §3, §4, §6, §7 "Customer and KYC"; decision
 * 0067): what a customer's verification stands at, and the back office that reviews documents,
 * verifies customers and sets or lifts restrictions.
 */

/** An administrator's customer id: an int4 id, so 2^31 and past it are 'too_big', not a database error. */
const customerIdSchema = z.coerce
  .number({ error: 'invalid_number' })
  .int()
  .positive({ error: 'invalid_number' })
  .max(maxIntegerId, { error: 'too_big' });

/** A restriction as the customer may see it: the reason only when it may be disclosed (decision 0063). */
export const customerRestrictionSchema = z.object({
  /** The reason (spec 002 §3 "Restriction reasons"), absent when it is not disclosed to the customer. */
  reason: restrictionReasonSchema.optional(),
  isDisclosed: z.boolean(),
  liftedBy: z.enum(['newDocuments', 'payment', 'compliance']),
  since: z.string(),
});
export type CustomerRestriction = z.infer<typeof customerRestrictionSchema>;

/**
 * Where a customer's verification stands (spec 002 §4): the derived status and its banner, the open
 * required actions, whether the document step is still needed and how many documents the reviewers
 * have, whether an identity-verification run is open, the restriction when limited.
 */
export const kycInfoSchema = z.object({
  verificationStatus: verificationStatusSchema,
  /** The banner (translation keys of the web's `kyc` namespace), absent when the customer is checked. */
  banner: accountStatusBannerSchema.optional(),
  verified: z.boolean(),
  limited: z.boolean(),
  isNeedKyc: z.boolean(),
  dueDiligenceLevel: z.number().int(),
  requiredActionCount: z.number().int(),
  documentStepNeeded: z.boolean(),
  documentsAwaitingReview: z.number().int(),
  /** Categories with a confirmed or awaiting-review document (1 identity, 2 address, …). */
  providedCategories: z.array(documentCategoryIdSchema),
  isIdentityVerificationRunning: z.boolean(),
  /** When the customer last asked for a review (`kycRequest`), ISO instant. */
  reviewRequestedAt: z.string().optional(),
  restriction: customerRestrictionSchema.optional(),
});
export type KycInfo = z.infer<typeof kycInfoSchema>;

export const kycCustomerInfoMethod = defineMethod({
  name: 'kycCustomerInfo',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "Where the customer's verification stands (spec 002 §4): status, banner, required actions, document step, restriction. `isMobile` picks the final-review wording.",
  request: onBehalfSchema.extend({ isMobile: z.boolean().optional() }),
  response: kycInfoSchema,
});

export const kycRequestMethod = defineMethod({
  name: 'kycRequest',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Hands the customer's documents to the reviewers (spec 002 §7 \"KYC request\"): needs a proof of identity (a document or an identity-verification run) and a proof of address; 'VF' `document_required` on `categoryId` otherwise.",
  request: onBehalfSchema,
  response: kycInfoSchema,
});

export const customerLimitReasonMethod = defineMethod({
  name: 'customerLimitReason',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    'Why the customer is limited (spec 002 §7 "customer limit reason"): the reason when it may be disclosed, what lifts it, since when; absent when not limited.',
  request: onBehalfSchema,
  response: z.object({ restriction: customerRestrictionSchema.optional() }),
});

/** What a reviewer decides about a document (decision 0067). */
export const documentReviewDecisions = ['approve', 'reject', 'investigate', 'nameMismatch'] as const;
export type DocumentReviewDecision = (typeof documentReviewDecisions)[number];

/** A document waiting for a reviewer, with its customer. */
export const reviewQueueItemSchema = z.object({
  document: listedDocumentSchema,
  customerId: z.number().int(),
  customerLogin: z.string(),
  customerName: z.string(),
  verificationStatus: verificationStatusSchema,
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

/** A customer whose documents are all confirmed and who waits for the final review. */
export const finalReviewItemSchema = z.object({
  customerId: z.number().int(),
  customerLogin: z.string(),
  customerName: z.string(),
  reviewRequestedAt: z.string().optional(),
});

/** Rows per page of the review queue. */
export const reviewQueuePageSize = 25;

export const kycReviewQueueMethod = defineMethod({
  name: 'kycReviewQueue',
  callers: { signedIn: 'admin' },
  summary:
    'Documents waiting for a reviewer (submitted, pending, under investigation), oldest first, and the customers waiting for the final review (admin).',
  request: z.object({ pageNumber: z.coerce.number().int().min(1).max(10_000).default(1) }),
  response: z.object({
    documents: z.array(reviewQueueItemSchema),
    total: z.number().int(),
    pageSize: z.number().int(),
    finalReview: z.array(finalReviewItemSchema),
  }),
});

/** An active or lifted restriction as the back office sees it. */
export const adminRestrictionSchema = z.object({
  id: z.number().int(),
  reason: restrictionReasonSchema,
  note: z.string(),
  setAt: z.string(),
  setBy: z.string(),
  liftedAt: z.string().optional(),
  liftedBy: z.string().optional(),
  liftNote: z.string().optional(),
});
export type AdminRestriction = z.infer<typeof adminRestrictionSchema>;

/** A customer's KYC file as the back office sees it. */
export const kycCustomerFileSchema = z.object({
  customerId: z.number().int(),
  customerType: z.enum(['personal', 'business']),
  login: z.string(),
  name: z.string(),
  birthDay: z.string().optional(),
  residenceCountryCode: z.string().optional(),
  createdAt: z.string(),
  kyc: kycInfoSchema,
  /** The due diligence level, whether answers are required, the customer's answers (decision 0091). */
  dueDiligence: dueDiligenceInfoSchema,
  /** The first user's e-mails and phones and the customer's addresses, as the customer's profile lists them. */
  contacts: z.object({
    emails: z.array(profileEmailSchema),
    phones: z.array(profilePhoneSchema),
    addresses: z.array(profileAddressSchema),
  }),
  /**
   * The p2p and between-accounts limits of each account currency (spec 001 §7 "limits"): maxima
   * (absent when none) and what is used, decimal strings in `currencyCode`.
   */
  limits: z.array(
    z.object({
      operation: z.enum(['p2p', 'betweenAccounts']),
      currencyCode: z.string(),
      periods: z.array(
        z.object({ period: z.enum(['single', 'daily', 'monthly']), amount: z.string().optional(), used: z.string() }),
      ),
    }),
  ),
  hasDuplicateDocuments: z.boolean(),
  documents: z.array(listedDocumentSchema),
  restrictions: z.array(adminRestrictionSchema),
  accounts: z.array(
    z.object({
      accountId: z.number().int(),
      currency: z.string(),
      /** Decimal string in `currency`. */
      balance: z.string(),
      status: z.string(),
    }),
  ),
  /** The recent sign-ins of the customer's first user, newest first (login history's words). */
  logins: z.array(
    z.object({
      at: z.string(),
      ip: z.string(),
      result: z.string(),
      browser: z.string().optional(),
      os: z.string().optional(),
    }),
  ),
});
export type KycCustomerFile = z.infer<typeof kycCustomerFileSchema>;

export const kycCustomerFileMethod = defineMethod({
  name: 'kycCustomerFile',
  callers: { signedIn: 'admin' },
  summary:
    "A customer's KYC file (admin): details, verification, documents, restrictions, accounts and recent sign-ins.",
  request: z.object({ customerId: customerIdSchema }),
  response: kycCustomerFileSchema,
});

export const kycDocumentReviewMethod = defineMethod({
  name: 'kycDocumentReview',
  callers: { signedIn: 'admin' },
  summary:
    "Approves, rejects (the customer is asked for another document, with the reason), marks under investigation or as a name mismatch one document waiting for review (admin; never one's own). Written to the admin audit log.",
  request: z.object({
    documentId: integerIdSchema,
    decision: z.enum(documentReviewDecisions, { error: 'invalid_value' }),
    reason: adminReasonSchema,
  }),
  response: z.object({ document: listedDocumentSchema, customer: kycCustomerFileSchema }),
});

export const kycCustomerVerifyMethod = defineMethod({
  name: 'kycCustomerVerify',
  callers: { signedIn: 'admin' },
  summary:
    "Final review (admin): marks a customer whose documents are all confirmed as verified, or takes verification back. 'VF' `documents_not_confirmed` while the document step is still needed. Written to the admin audit log.",
  request: z.object({ customerId: customerIdSchema, verified: z.boolean(), reason: adminReasonSchema }),
  response: kycCustomerFileSchema,
});

export const kycRestrictionSetMethod = defineMethod({
  name: 'kycRestrictionSet',
  callers: { signedIn: 'admin' },
  summary:
    'Limits a customer for a reason of spec 002 §3 (admin): money cannot be sent, and a sanctions restriction freezes everything. Written to the admin audit log.',
  request: z.object({ customerId: customerIdSchema, reason: restrictionReasonSchema, note: adminReasonSchema }),
  response: kycCustomerFileSchema,
});

export const kycRestrictionLiftMethod = defineMethod({
  name: 'kycRestrictionLift',
  callers: { signedIn: 'admin' },
  summary: "Lifts one of a customer's active restrictions (admin). Written to the admin audit log.",
  request: z.object({ customerId: customerIdSchema, restrictionId: integerIdSchema, note: adminReasonSchema }),
  response: kycCustomerFileSchema,
});

export const kycDueDiligenceUpdateMethod = defineMethod({
  name: 'kycDueDiligenceUpdate',
  callers: { signedIn: 'admin' },
  summary:
    "Sets a customer's due diligence level (0 simplified, 1 standard, 2 enhanced) or flags duplicate documents (admin). Written to the admin audit log.",
  request: z.object({
    customerId: customerIdSchema,
    dueDiligenceLevel: z.number().int().min(0).max(2).optional(),
    hasDuplicateDocuments: z.boolean().optional(),
    reason: adminReasonSchema,
  }),
  response: kycCustomerFileSchema,
});

export const adminDocumentAssignMethod = defineMethod({
  name: 'adminDocumentAssign',
  callers: { signedIn: 'admin' },
  summary:
    "Links a main document to another customer (spec 002 §6; decision 0092): it then counts for that customer's verification with its one status. Written to the admin audit log. 'VF' `entry_not_found` or `document_already_linked` on `documentId`.",
  request: z.object({ documentId: integerIdSchema, customerId: customerIdSchema, reason: adminReasonSchema }),
  response: kycCustomerFileSchema,
});

export const adminDocumentRemoveMethod = defineMethod({
  name: 'adminDocumentRemove',
  callers: { signedIn: 'admin' },
  summary:
    "Removes a document's link to a customer (decision 0092); the document stays with its owner. Written to the admin audit log. 'VF' `document_not_linked` on `documentId`.",
  request: z.object({ documentId: integerIdSchema, customerId: customerIdSchema, reason: adminReasonSchema }),
  response: kycCustomerFileSchema,
});

/** The KYC area's methods. */
export const kycMethods = defineMethods({
  kycCustomerInfo: kycCustomerInfoMethod,
  kycRequest: kycRequestMethod,
  customerLimitReason: customerLimitReasonMethod,
  kycReviewQueue: kycReviewQueueMethod,
  kycCustomerFile: kycCustomerFileMethod,
  kycDocumentReview: kycDocumentReviewMethod,
  kycCustomerVerify: kycCustomerVerifyMethod,
  kycRestrictionSet: kycRestrictionSetMethod,
  kycRestrictionLift: kycRestrictionLiftMethod,
  kycDueDiligenceUpdate: kycDueDiligenceUpdateMethod,
  dueDiligenceInfo: dueDiligenceInfoMethod,
  dueDiligenceInfoUpdate: dueDiligenceInfoUpdateMethod,
  adminDocumentAssign: adminDocumentAssignMethod,
  adminDocumentRemove: adminDocumentRemoveMethod,
});
