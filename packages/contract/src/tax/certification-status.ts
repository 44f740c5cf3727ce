import { documentStatuses } from '../kyc/kyc.schemas.ts';
import type { CertificationStatus } from './certification-statuses.ts';

/**
 * How each certification status arises (spec 002 §3 "certification" status words;
 * decision 0078). Pure, so the server's answers and the tests share it.
 */

/** Days before a signed form's end of validity from which it reads `expiredSoon`. */
export const certificationRenewalWindowDays = 90;

/**
 * The status of one tax document from its numeric document status (spec 002 §3) and, for a form
 * that expires (the W-8BEN), the last day it is valid (YYYY-MM-DD):
 * - no document → `none`;
 * - submitted 0, pending 41, under investigation 31 → `pending` (waiting for compliance);
 * - confirmed 2 → `validated`, or `expiredSoon` within {@link certificationRenewalWindowDays} days
 *   of `validUntil`, or `none` once `validUntil` has passed;
 * - rejected 26, name mismatch 64 → `rejected`;
 * - expired 38, canceled 4, deleted 5 → `none` (nothing valid on file).
 * `today` is YYYY-MM-DD (UTC).
 */
export function taxDocumentStatusOf(
  document: { statusId: number; validUntil?: string | undefined } | undefined,
  today: string,
): CertificationStatus {
  if (!document) return 'none';
  switch (document.statusId) {
    case documentStatuses.submitted:
    case documentStatuses.pending:
    case documentStatuses.underInvestigation:
      return 'pending';
    case documentStatuses.confirmed: {
      if (!document.validUntil) return 'validated';
      if (document.validUntil < today) return 'none';
      return daysBetween(today, document.validUntil) <= certificationRenewalWindowDays ? 'expiredSoon' : 'validated';
    }
    case documentStatuses.rejected:
    case documentStatuses.nameMismatch:
      return 'rejected';
    default:
      return 'none';
  }
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Severity order for combining documents: the first that any document has wins. */
const combinedOrder: readonly CertificationStatus[] = ['rejected', 'none', 'expiredSoon', 'pending', 'validated'];

/**
 * The status of a customer's self-certification (customer access info's
 * `taxResidencySelfCertificationDocumentStatus`, spec 000 §3; decision 0078):
 * - never certified and not asked to: `notRequired` (every customer until compliance asks, or the
 *   customer certifies of their own accord);
 * - asked to (compliance's request, e.g. US indicia found) but never certified: `none`;
 * - certified: the worst status of the documents the certification needs (the signed
 *   self-certification and, where {@link usTaxFormOf} names one, the US form), in the order rejected,
 *   none (a needed document missing, expired or withdrawn), expiredSoon, pending, validated;
 * - certified, but compliance asked for a new certification after the last signature
 *   (`isNewCertificationRequested`): `none` where the documents would read validated or pending
 *   (rejected and expiredSoon already ask the customer to act, and keep their words).
 */
export function certificationStatusOf(input: {
  isRequested: boolean;
  isCertified: boolean;
  isNewCertificationRequested?: boolean;
  documentStatuses: readonly CertificationStatus[];
}): CertificationStatus {
  if (!input.isCertified) return input.isRequested ? 'none' : 'notRequired';
  const worst = combinedOrder.find((status) => input.documentStatuses.includes(status)) ?? 'none';
  if (input.isNewCertificationRequested && (worst === 'validated' || worst === 'pending')) return 'none';
  return worst;
}

/**
 * The last day a W-8BEN signed on `signedDate` is valid: the last day of the third calendar year
 * after the year of signing (IRS Instructions for Form W-8BEN, "Expiration of Form W-8BEN").
 * W-9s and self-certifications do not expire (they stay valid until a change in circumstances).
 */
export function w8benValidUntil(signedDate: string): string {
  return `${Number(signedDate.slice(0, 4)) + 3}-12-31`;
}
