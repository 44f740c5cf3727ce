import { z } from 'zod';
import { brandTermSchema } from '../brands/brands.schemas.ts';
import { defineMethod } from '../method.ts';
import { certificationStatusSchema } from '../tax/certification-status-schema.ts';
import { integerIdSchema } from '../validation.ts';

/** Customer info entity (spec 000 §3). Names are trimmed with repeated whitespace collapsed. */
export const customerSchema = z.object({
  userId: z.number().int(),
  customerId: z.number().int(),
  customerType: z.enum(['personal', 'business']),
  login: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  businessName: z.string().optional(),
  birthDay: z.string().optional(),
  customerCreationDate: z.string(),
  residenceCountryCode: z.string().optional(),
  taxId: z.string().optional(),
  /** Approval mode of spec 001 §4: 0 none, 1 push, 2 sms, 3 otp, 4 approvalCode. */
  transactionApproveMode: z.number().int().min(0).max(4),
  /** Two-step sign-in mode; 'no' means off. */
  login2faMode: z.string(),
  isAdmin: z.boolean(),
  isHaveRelatedAccounts: z.boolean(),
  useOldWeb: z.boolean(),
  oldWebUrl: z.string().optional(),
  permissions: z.record(z.string(), z.boolean()).optional(),
  verified: z.boolean(),
  limited: z.boolean(),
  dueDiligenceLevel: z.number().int(),
  isNeedPersonalInfoUpdate: z.boolean(),
  isNeedKyc: z.boolean(),
  /**
   * The tax self-certification's status (spec 000 §3 customer access info; decision 0078):
   * validated, pending, none, notRequired, rejected or expiredSoon.
   */
  taxResidencySelfCertificationDocumentStatus: certificationStatusSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Optional "act on behalf of" field that business and admin users send (spec 000 §6, §7). */
export const onBehalfSchema = z.object({
  fromCustomerId: integerIdSchema.optional(),
});

/**
 * The extra field of a `customerInfo` answered 'TE' (terms error, spec 000 §7, §8): the brand's
 * terms the customer has not accepted in their current version. The spec allows one item or a
 * list; this schema takes both and gives a list. The web shows them and accepts with `termsAccept`.
 */
export const termsErrorSchema = z.object({
  terms: z
    .union([brandTermSchema, z.array(brandTermSchema).min(1)])
    .transform((terms) => (Array.isArray(terms) ? terms : [terms])),
});
export type TermsError = z.infer<typeof termsErrorSchema>;

/**
 * `customerInfo`: the signed-in customer (or, for an admin, the customer named by fromCustomerId).
 * Answers 'TE' with {@link termsErrorSchema}'s `terms` while the caller's own brand terms in their
 * current version are not all accepted.
 */
export const customerInfoMethod = defineMethod({
  name: 'customerInfo',
  callers: { signedIn: 'customer', actFor: 'member', money: false },
  errors: ['TE'],
  summary:
    "Customer info of the signed-in customer (spec 000 §3). 'TE' with `terms` (the brand's entries to accept) until the current terms are accepted.",
  request: onBehalfSchema,
  response: z.object({ customer: customerSchema }),
});

/** Most terms entries one `termsAccept` names (a brand has a handful). */
export const maxAcceptedTerms = 10;

/**
 * `termsAccept {ids}` (Tessera's own, the answer to a 'TE'): records that the signed-in customer
 * accepts the current version of the brand's terms `ids`. 'VF' (`entry_not_found` on `ids`) when
 * an id is not one of the brand's terms.
 */
export const termsAcceptMethod = defineMethod({
  name: 'termsAccept',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: "Accepts the current version of the brand's terms entries `ids` (the answer to customer info's 'TE').",
  request: z.object({ ids: z.array(integerIdSchema).min(1).max(maxAcceptedTerms) }),
  response: z.object({ accepted: z.array(z.number().int()) }),
});

/**
 * Collapses repeated whitespace and trims a name (spec 000 §3).
 * "  Ann   Lee " → "Ann Lee".
 */
export function normalizeName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}
