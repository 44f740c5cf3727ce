import type { BrandTerm } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { termsToAccept } from '../../../shared/api/terms-error.ts';

/**
 * The brand's terms the signed-in customer still has to accept: customer info answered 'TE' with
 * them (spec 000 §7), or an empty list when it answered with the customer. Any other failure is
 * thrown (the page sends the user to login, as for any customer-info failure).
 */
export async function fetchTermsToAccept(): Promise<BrandTerm[]> {
  try {
    await call('customerInfo', {});
    return [];
  } catch (error) {
    const terms = await termsToAccept(error);
    if (terms) return terms;
    throw error;
  }
}

/** Accepts the current version of the terms `ids` (`termsAccept`, the answer to 'TE'). */
export async function termsAccept(ids: number[]): Promise<void> {
  await call('termsAccept', { ids });
}
