/**
 * The certification status words (spec 002 §3 "A second set of status words is used for
 * certification"), of a self-certification and of each tax document (W-8, W-9, self-certification,
 * loss-of-nationality certificate):
 * - `validated`: checked and accepted by compliance; nothing to do;
 * - `pending`: submitted, waiting for compliance's review; nothing to do meanwhile;
 * - `none`: nothing submitted yet; the customer must certify;
 * - `notRequired`: this customer need not certify (or need not give this document);
 * - `rejected`: compliance refused it; the customer must certify again;
 * - `expiredSoon`: accepted, but it expires soon (a W-8 lasts three calendar years, and a change of
 *   circumstances ends a self-certification); the customer must renew it.
 */
export const certificationStatuses = [
  'validated',
  'pending',
  'none',
  'notRequired',
  'rejected',
  'expiredSoon',
] as const;
export type CertificationStatus = (typeof certificationStatuses)[number];

/**
 * True when the customer has nothing to do for now: validated, pending or notRequired (spec 002 §4
 * "The user goes home if tax self-certification is validated or pending"; notRequired also goes home,
 * decision 0065: a customer who need not certify is not sent to the splash).
 */
export function isCertificationSettled(status: CertificationStatus): boolean {
  return status === 'validated' || status === 'pending' || status === 'notRequired';
}

/** True when the customer must (re)certify: none, rejected or expiredSoon (the complement of {@link isCertificationSettled}). */
export function isCertificationActionRequired(status: CertificationStatus): boolean {
  return !isCertificationSettled(status);
}
