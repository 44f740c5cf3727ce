import { ibanParts, type Language, type MethodResponse, type bankDataMethods } from '@tessera/contract';
import { AppError } from '../../rpc/app-error.ts';
import { findBankByNationalCode } from './bank-directory.ts';

/**
 * The national bank code the directory is keyed by, from a valid electronic-format IBAN: the bank
 * identifier of the country's BBAN layout, or where the layout names none, the leading digits that
 * identify the bank (PL: the first 4 of the settlement number; UA: the 6-digit MFO).
 */
function nationalBankCode(iban: string, countryIsoCode: string, bankIdentifier: string | null): string | null {
  const bban = iban.slice(4);
  if (countryIsoCode === 'PL') return bban.slice(0, 4);
  if (countryIsoCode === 'UA') return bban.slice(0, 6);
  return bankIdentifier;
}

/** The country's name in the caller's language (English when the runtime cannot name it). */
function countryName(countryIsoCode: string, language: Language): string {
  const locale = language === 'ua' ? 'uk' : language;
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(countryIsoCode) ?? countryIsoCode;
  } catch {
    return countryIsoCode;
  }
}

/**
 * `ibanLookup` (spec 001 §3 "By IBAN: address, branch, city, zipCode, countryIsoCode, country,
 * bankName, SWIFT"): the bank of a valid IBAN (already in electronic format, checked by the contract)
 * from the shipped directory; `branch` is the branch identifier the IBAN carries, where its country
 * has one. `country` is named in the caller's language.
 * @throws AppError 'NF' "Bank not found." with `countryIsoCode` and `country` when the directory does
 *   not know the bank: the IBAN is valid and the payout may go on (decision 0039).
 */
export function ibanLookup(iban: string, language: Language): MethodResponse<(typeof bankDataMethods)['ibanLookup']> {
  const parts = ibanParts(iban);
  // The contract's schema let only valid IBANs through; an invalid one here is a bug.
  if (!parts) throw new Error('ibanLookup called with an IBAN the contract refuses');
  const country = countryName(parts.countryIsoCode, language);
  const code = nationalBankCode(iban, parts.countryIsoCode, parts.bankIdentifier);
  const bank = code === null ? undefined : findBankByNationalCode(parts.countryIsoCode, code);
  if (!bank)
    throw new AppError('NF', 'Bank not found.', [], {
      fields: { iban, countryIsoCode: parts.countryIsoCode, country },
    });
  return {
    iban,
    bankName: bank.bankName,
    SWIFT: bank.bic,
    address: bank.address,
    city: bank.city,
    ...(bank.zipCode === undefined ? {} : { zipCode: bank.zipCode }),
    countryIsoCode: parts.countryIsoCode,
    country,
    ...(parts.branchIdentifier === null ? {} : { branch: parts.branchIdentifier }),
  };
}
