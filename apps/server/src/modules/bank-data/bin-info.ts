import type { MethodResponse, bankDataMethods } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { isBinBlocked } from './bank-data.repository.ts';
import { findCardScheme, findIssuerBin } from './bank-directory.ts';

/**
 * `binInfo` (spec 001 §3 "Bin info: binNumber, issuer, cardBrand, cardCategory, cardType,
 * countryCode, currencyCode, isCommercial, isPrepaid, valid", §5): the scheme of a six-digit BIN by
 * the public IIN ranges, and issuer, type, category and country where the shipped table knows the
 * BIN. `valid` says whether payouts accept the card: false for a BIN on the BIN blacklist.
 * @throws AppError 'NF' "Card BIN not found." when no scheme uses the BIN (decision 0039).
 */
export async function binInfo(
  db: Executor,
  binNumber: string,
): Promise<MethodResponse<(typeof bankDataMethods)['binInfo']>> {
  const cardBrand = findCardScheme(binNumber);
  if (!cardBrand) throw new AppError('NF', 'Card BIN not found.', [], { fields: { binNumber } });
  const { binNumber: _known, ...issuer } = findIssuerBin(binNumber) ?? { binNumber };
  return { binNumber, cardBrand, ...issuer, valid: !(await isBinBlocked(db, binNumber)) };
}
