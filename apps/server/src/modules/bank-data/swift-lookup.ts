import type { MethodResponse, bankDataMethods } from '@tessera/contract';
import { AppError } from '../../rpc/app-error.ts';
import { findBankByBic } from './bank-directory.ts';

/**
 * `swiftLookup` (spec 001 §3 "By SWIFT: address, city, zipCode, countryIsoCode, bankName, code"): the
 * bank of a valid BIC (upper case, 8 or 11 characters, checked by the contract) from the shipped
 * directory. `code` is the BIC as asked; a branch code answers its bank's head office.
 * @throws AppError 'NF' "Bank not found." with `code` and `countryIsoCode` when the directory does not
 *   know the bank: the code is valid and the payout may go on (decision 0039).
 */
export function swiftLookup(swift: string): MethodResponse<(typeof bankDataMethods)['swiftLookup']> {
  const bank = findBankByBic(swift);
  if (!bank)
    throw new AppError('NF', 'Bank not found.', [], { fields: { code: swift, countryIsoCode: swift.slice(4, 6) } });
  return {
    code: swift,
    bankName: bank.bankName,
    address: bank.address,
    city: bank.city,
    ...(bank.zipCode === undefined ? {} : { zipCode: bank.zipCode }),
    countryIsoCode: bank.countryIsoCode,
  };
}
