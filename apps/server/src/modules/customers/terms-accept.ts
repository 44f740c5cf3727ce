import type { BrandTerm } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { findBrand } from '../brands/index.ts';
import { insertTermsAcceptances } from './customers.repository.ts';
import { findCustomerBrand } from '../identity/index.ts';

/**
 * Records that `customerId` accepts `terms` in their current version (registration, the demo data,
 * `termsAccept`). Accepting again is harmless.
 */
export async function recordTermsAcceptance(
  db: Executor,
  customerId: number,
  terms: readonly Pick<BrandTerm, 'id' | 'version'>[],
): Promise<void> {
  await insertTermsAcceptances(
    db,
    customerId,
    terms.map((term) => ({ termId: term.id, version: term.version })),
  );
}

/**
 * `termsAccept {ids}`: the customer accepts the current version of its brand's terms entries `ids`
 * (the answer to customer info's 'TE'; decision 0025).
 * @returns the ids accepted.
 * @throws AppError 'VF' (`entry_not_found` on `ids`) when an id is not one of the brand's entries.
 */
export async function termsAccept(db: Executor, customerId: number, ids: readonly number[]) {
  const brandId = await findCustomerBrand(db, customerId);
  const terms = brandId === undefined ? [] : (findBrand(brandId)?.terms ?? []);
  const chosen = terms.filter((term) => ids.includes(term.id));
  if (ids.some((id) => !terms.some((term) => term.id === id)))
    throw fieldError('ids', 'entry_not_found', 'This is not one of the terms to accept.');
  await recordTermsAcceptance(db, customerId, chosen);
  return { accepted: chosen.map((term) => term.id) };
}
