import { responseCodes, type BrandTerm } from '@tessera/contract';
import { ApiError } from './client.ts';

/**
 * The terms to accept carried by a customer info answered 'TE' (terms error, spec 000 §7: "a
 * terms-error code returns the terms (one item or a list) to accept and counts as handled"), always
 * as a list; null for any other error, or a 'TE' without valid terms. The terms' schema comes with
 * the customers area (already downloaded by the customer info that answered), not with the first
 * screen (decision 0126).
 */
export async function termsToAccept(error: unknown): Promise<BrandTerm[] | null> {
  if (!(error instanceof ApiError) || error.code !== responseCodes.termsError) return null;
  const { termsErrorSchema } = await import('@tessera/contract/src/customers/customers.schemas.ts');
  const parsed = termsErrorSchema.safeParse(error.fields);
  return parsed.success ? parsed.data.terms : null;
}
