import type { BrandTerm } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findBrand } from '../brands/index.ts';
import { listAcceptedTerms } from './customers.repository.ts';
import { findCustomerBrand } from '../identity/index.ts';

/**
 * The terms entries of the customer's own brand (spec 000 §1 `terms`) whose current version the
 * customer has not accepted, unchecked (`value: false`); empty when all are accepted or the
 * customer or brand is unknown (decision 0025).
 */
async function pendingTerms(db: Executor, customerId: number): Promise<BrandTerm[]> {
  const brandId = await findCustomerBrand(db, customerId);
  const terms = brandId === undefined ? [] : (findBrand(brandId)?.terms ?? []);
  if (terms.length === 0) return [];
  const accepted = await listAcceptedTerms(db, customerId);
  return terms
    .filter((term) => !accepted.some((row) => row.termId === term.id && row.version === term.version))
    .map((term) => ({ ...term, value: false }));
}

/**
 * Refuses with 'TE' (terms error, spec 000 §7, §8) carrying `terms`, the entries to accept
 * (the contract's `termsErrorSchema`), while the customer has not accepted its brand's current terms.
 * @throws AppError 'TE'.
 */
export async function requireAcceptedTerms(db: Executor, customerId: number): Promise<void> {
  const terms = await pendingTerms(db, customerId);
  if (terms.length > 0) throw new AppError('TE', undefined, [], { fields: { terms } });
}
