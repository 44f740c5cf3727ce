import { extractIBAN, validateBIC, validateIBAN, ValidationErrorsBIC, ValidationErrorsIBAN } from 'ibantools';
import { z } from 'zod';
import type { FieldErrorCode } from '../field-errors.ts';

/**
 * Bank and card identifiers as customers type them (spec 001 §3 "Bank and payee data", §5), checked
 * the same way in the web's forms and on the server with the maintained `ibantools` library
 * (decision 0039). Each refusal is one field-error code of the catalogue.
 */

/** Longest IBAN of the registry (34 characters); longer input is refused before it is examined. */
const maxIbanInputLength = 64;

/**
 * An IBAN as typed or pasted, e.g. `de89 3704 0044 0532 0130 00`, to its electronic format
 * (`DE89370400440532013000`): spaces and dashes removed, letters upper-cased. Validation is not done
 * here; see {@link ibanSchema}.
 */
export function electronicIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Why an IBAN in electronic format is refused (spec 001 §5), or null when it is valid: a country that
 * does not use IBANs ('invalid_iban_country'), a length other than the country's
 * ('invalid_iban_length'), characters in the wrong places for the country ('invalid_iban_format'),
 * or check digits that do not match, the IBAN's or a national one ('invalid_iban_checksum').
 */
export function ibanRefusal(iban: string): FieldErrorCode | null {
  if (!/^[A-Z]{2}[0-9A-Z]{2,32}$/.test(iban)) return /^[A-Z]{2}/.test(iban) ? 'invalid_iban_format' : 'invalid';
  const { valid, errorCodes } = validateIBAN(iban, { allowQRIBAN: true });
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return 'invalid_iban_country';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'invalid_iban_length';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return 'invalid_iban_format';
  return 'invalid_iban_checksum';
}

/**
 * An IBAN field (spec 001 §3): spaces, dashes and lower case allowed in input and removed; the
 * result is the electronic format, whose country, length, format and check digits are valid for
 * its country (ISO 13616, the registry as `ibantools` ships it).
 */
export const ibanSchema = z
  .string({ error: 'required' })
  .max(maxIbanInputLength, { error: 'too_long' })
  .transform(electronicIban)
  .superRefine((iban, context) => {
    if (iban.length === 0) {
      context.addIssue({ code: 'custom', message: 'required' });
      return;
    }
    const refusal = ibanRefusal(iban);
    if (refusal) context.addIssue({ code: 'custom', message: refusal });
  });

/**
 * What an electronic-format IBAN tells by itself (ISO 13616 and the national BBAN layouts): its
 * country, the national bank identifier (GB and IE bank letters, DE Bankleitzahl, FR code banque, ES
 * entidad, IT ABI, NL bank letters, PT and RO bank codes, BR ISPB …) and the branch identifier where
 * the country has one (GB sort code, FR code guichet, ES oficina, IT CAB). Null for an invalid IBAN.
 */
export interface IbanParts {
  countryIsoCode: string;
  bankIdentifier: string | null;
  branchIdentifier: string | null;
  accountNumber: string | null;
}

/** Splits a valid electronic-format IBAN into {@link IbanParts}; null when it is not valid. */
export function ibanParts(iban: string): IbanParts | null {
  const parts = extractIBAN(iban);
  if (!parts.valid || !parts.countryCode) return null;
  return {
    countryIsoCode: parts.countryCode,
    bankIdentifier: parts.bankIdentifier ?? null,
    branchIdentifier: parts.branchIdentifier ?? null,
    accountNumber: parts.accountNumber ?? null,
  };
}

/**
 * A BIC / SWIFT code as typed (ISO 9362): spaces removed and letters upper-cased; then 8 or 11
 * characters (bank, country, location, optional branch) with a country that exists
 * ('invalid_bic_country'), otherwise 'invalid_bic'.
 */
export const bicSchema = z
  .string({ error: 'required' })
  .max(32, { error: 'too_long' })
  .transform((input) => input.replace(/\s+/g, '').toUpperCase())
  .superRefine((bic, context) => {
    if (bic.length === 0) {
      context.addIssue({ code: 'custom', message: 'required' });
      return;
    }
    if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) {
      context.addIssue({ code: 'custom', message: 'invalid_bic' });
      return;
    }
    const { valid, errorCodes } = validateBIC(bic);
    if (!valid) {
      const isCountryUnknown = errorCodes.includes(ValidationErrorsBIC.NoBICCountry);
      context.addIssue({ code: 'custom', message: isCountryUnknown ? 'invalid_bic_country' : 'invalid_bic' });
    }
  });

/** Digits of a card's BIN (issuer identification number) that lookups use (spec 001 §5, §9). */
export const cardBinLength = 6;

/**
 * A card number or its first digits as typed, for a BIN lookup (spec 001 §5): spaces removed, then
 * 6 to 19 digits ('card_number_digits_only', 'card_bin_too_short', 'card_number_too_long' otherwise,
 * each saying why); the result is the first six digits only, so no
 * full card number travels further than the parse.
 */
export const binNumberSchema = z
  .string({ error: 'required' })
  .max(32, { error: 'too_long' })
  .transform((input) => input.replace(/\s+/g, ''))
  .superRefine((digits, context) => {
    const message = !/^\d*$/.test(digits)
      ? 'card_number_digits_only'
      : digits.length < cardBinLength
        ? 'card_bin_too_short'
        : digits.length > 19
          ? 'card_number_too_long'
          : undefined;
    if (message) context.addIssue({ code: 'custom', message });
  })
  .transform((digits) => digits.slice(0, cardBinLength));
