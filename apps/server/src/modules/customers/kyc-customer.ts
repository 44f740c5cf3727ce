import { missingKycCategoryOf, type KycInfo } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { setCustomerStanding } from '../identity/index.ts';
import { kycSources } from './kyc-sources.ts';
import { kycFactsOf, kycInfoOf } from './kyc-state.ts';

/**
 * The customer's own KYC calls (spec 002 §4, §7 "Customer and KYC"; decision 0067), each an answer
 * from {@link kycInfoOf}.
 */

/**
 * `kycCustomerInfo`: where the customer's verification stands.
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function kycCustomerInfo(
  db: Database,
  customerId: number,
  options: { isMobile?: boolean | undefined },
): Promise<KycInfo> {
  return kycInfoOf(db, kycSources, customerId, options);
}

/**
 * `kycRequest`: asks for the final review once the customer has a document of every category it
 * needs; a person gives identity and address, a business also its registration and control documents
 * (decision 0094). Answers the verification state afterwards.
 * @throws AppError 'VF' `document_required` on `categoryId` naming the first missing category.
 */
export async function kycRequest(db: Database, customerId: number): Promise<KycInfo> {
  const customer = await kycFactsOf(db, customerId);
  const before = await kycInfoOf(db, kycSources, customer);
  const missing = missingKycCategoryOf({ ...before, customerType: customer.customerType });
  if (missing !== undefined)
    throw fieldError('categoryId', 'document_required', `Upload a document of category ${missing} first.`);
  await setCustomerStanding(db, customerId, { kycReviewRequestedAt: new Date() });
  return kycInfoOf(db, kycSources, customerId);
}

/** `customerLimitReason`: the customer's active restriction, if any (an empty answer when none). */
export async function customerLimitReason(
  db: Database,
  customerId: number,
): Promise<{ restriction?: KycInfo['restriction'] }> {
  const info = await kycInfoOf(db, kycSources, customerId);
  return info.restriction ? { restriction: info.restriction } : {};
}
