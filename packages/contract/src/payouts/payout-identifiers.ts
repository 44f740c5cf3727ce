import { ibanRefusal, electronicIban } from '../bank-data/bank-identifiers.ts';
import type { FieldErrorCode } from '../field-errors.ts';
import { bankAndBranchCodeCountries, eftSchemeOf, type PayoutFieldName } from './payout-catalog.ts';

/**
 * Checks of the identifiers a payout names (spec 001 §5; decision 0040), each the published rule of
 * its scheme: ABA routing numbers (3-7-1 weighted checksum), UK sort codes, Canadian institution
 * and transit numbers, Australian BSBs, Mexican CLABEs (weighted checksum), Indian IFSCs, the bank
 * and branch codes of BR, JP, HK and LK, card numbers (Luhn), Brazilian CPF and CNPJ (mod-11 check
 * digits) and PIX keys. Each returns the field-error code of its refusal, or null when valid.
 */

/** Digits only: spaces, dashes and dots removed (how people write sort codes, CPFs, card numbers). */
export function digitsOf(value: string): string {
  return value.replace(/[\s.\-/]+/g, '');
}

/** ABA routing number (US): 9 digits whose 3-7-1 weighted sum is a multiple of 10. */
export function routingNumberRefusal(value: string): FieldErrorCode | null {
  const digits = digitsOf(value);
  if (!/^\d{9}$/.test(digits)) return 'invalid_routing_number';
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0 && digits !== '000000000' ? null : 'invalid_routing_number';
}

/** Luhn (ISO/IEC 7812) check of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card number for a card payout: 12 to 19 digits (spaces and dashes allowed) passing Luhn. The
 * refusal says why (decision 0134): other characters, too short, too long, or a check digit that
 * does not match (a typing error).
 */
export function cardNumberRefusal(value: string): FieldErrorCode | null {
  const digits = digitsOf(value);
  if (!/^\d*$/.test(digits)) return 'card_number_digits_only';
  if (digits.length < 12) return 'card_number_too_short';
  if (digits.length > 19) return 'card_number_too_long';
  return luhnValid(digits) ? null : 'card_number_not_valid';
}

/** CLABE (MX): 18 digits, the last a weighted (3,7,1) mod-10 check digit. */
function clabeRefusal(value: string): FieldErrorCode | null {
  const digits = digitsOf(value);
  if (!/^\d{18}$/.test(digits)) return 'invalid_clabe';
  const weights = [3, 7, 1];
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += (Number(digits[index]) * (weights[index % 3] ?? 0)) % 10;
  return (10 - (sum % 10)) % 10 === Number(digits[17]) ? null : 'invalid_clabe';
}

function mod11CheckDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + Number(digits[index]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF (BR individual tax id): 11 digits, not all equal, two mod-11 check digits. */
export function cpfValid(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const first = mod11CheckDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11CheckDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

/** CNPJ (BR company tax id): 14 digits, not all equal, two mod-11 check digits. */
export function cnpjValid(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const first = mod11CheckDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11CheckDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

/** A PIX key of its type: CPF, CNPJ, e-mail, phone (+55 and 10–11 digits) or random key (UUID). */
export function instantKeyRefusal(type: string, key: string): FieldErrorCode | null {
  const trimmed = key.trim();
  switch (type) {
    case 'cpf':
      return cpfValid(trimmed) ? null : 'invalid_instant_key';
    case 'cnpj':
      return cnpjValid(trimmed) ? null : 'invalid_instant_key';
    case 'email':
      return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(trimmed) && trimmed.length <= 77 ? null : 'invalid_instant_key';
    case 'phone':
      return /^\+55\d{10,11}$/.test(trimmed.replace(/[\s()-]+/g, '')) ? null : 'invalid_instant_key';
    case 'evp':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(trimmed)
        ? null
        : 'invalid_instant_key';
    default:
      return 'invalid_value';
  }
}

/** The shapes of bank and branch codes in BR (COMPE 3 / agência 4), JP (4 / 3), HK (3 / 3), LK (4 / 3). */
const bankBranchShapes: Readonly<Record<string, { bank: RegExp; branch: RegExp }>> = {
  BR: { bank: /^\d{3}$/, branch: /^\d{4}$/ },
  JP: { bank: /^\d{4}$/, branch: /^\d{3}$/ },
  HK: { bank: /^\d{3}$/, branch: /^\d{3}$/ },
  LK: { bank: /^\d{4}$/, branch: /^\d{3}$/ },
};

/** The format of a country's branch codes (for `branchCodeOptions`), or undefined. */
export function branchCodeFormat(countryCode: string): { length: number } | undefined {
  const shape = bankBranchShapes[countryCode.toUpperCase()];
  if (!shape) return undefined;
  const length = /\\d\{(\d+)\}/.exec(shape.branch.source)?.[1];
  return length ? { length: Number(length) } : undefined;
}

/** The recipient fields of a payout as the forms send them (all optional strings; see payoutFieldsFor). */
export type PayoutRecipientFields = Partial<Record<PayoutFieldName, string>>;

/** One refusal of a payout's recipient fields: the field at fault and its code. */
export interface PayoutFieldProblem {
  field: PayoutFieldName;
  code: FieldErrorCode;
}

function refusalOf(field: PayoutFieldName, code: FieldErrorCode | null): PayoutFieldProblem[] {
  return code ? [{ field, code }] : [];
}

/**
 * The refusals of an eft's recipient fields for its destination country's scheme (spec 001 §5):
 * bank code and branch code are required in BR, JP, HK and LK and must have the country's shape;
 * each other scheme's routing identifiers follow their published rules. Required-field checks of
 * every kind are done by the form schemas; here only shapes and check digits.
 */
export function eftFieldProblems(countryCode: string, fields: PayoutRecipientFields): PayoutFieldProblem[] {
  const country = countryCode.toUpperCase();
  const problems: PayoutFieldProblem[] = [];
  const value = (name: PayoutFieldName) => fields[name]?.trim() ?? '';
  const account = digitsOf(value('accountNumber'));
  switch (eftSchemeOf(country)) {
    case 'ach':
      problems.push(...refusalOf('routingNumber', routingNumberRefusal(value('routingNumber'))));
      if (!/^\d{4,17}$/.test(account)) problems.push({ field: 'accountNumber', code: 'invalid_account_number' });
      break;
    case 'fasterPayments':
      if (!/^\d{6}$/.test(digitsOf(value('sortCode')))) problems.push({ field: 'sortCode', code: 'invalid_sort_code' });
      if (!/^\d{8}$/.test(account)) problems.push({ field: 'accountNumber', code: 'invalid_account_number' });
      break;
    case 'sepa': {
      const iban = electronicIban(value('iban'));
      problems.push(...refusalOf('iban', iban ? ibanRefusal(iban) : 'required'));
      break;
    }
    case 'eftCanada':
      if (!/^\d{3}$/.test(value('institutionNumber')))
        problems.push({ field: 'institutionNumber', code: 'invalid_institution_number' });
      if (!/^\d{5}$/.test(value('transitNumber')))
        problems.push({ field: 'transitNumber', code: 'invalid_transit_number' });
      if (!/^\d{7,12}$/.test(account)) problems.push({ field: 'accountNumber', code: 'invalid_account_number' });
      break;
    case 'bsb':
      if (!/^\d{6}$/.test(digitsOf(value('bsbCode')))) problems.push({ field: 'bsbCode', code: 'invalid_bsb' });
      if (!/^\d{5,9}$/.test(account)) problems.push({ field: 'accountNumber', code: 'invalid_account_number' });
      break;
    case 'spei':
      problems.push(...refusalOf('clabe', clabeRefusal(value('clabe'))));
      break;
    case 'neft':
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(value('ifscCode').toUpperCase()))
        problems.push({ field: 'ifscCode', code: 'invalid_ifsc' });
      if (!/^\d{9,18}$/.test(account)) problems.push({ field: 'accountNumber', code: 'invalid_account_number' });
      break;
    case 'domestic': {
      const shape = bankBranchShapes[country];
      if (shape && bankAndBranchCodeCountries.includes(country)) {
        if (!shape.bank.test(value('bankCode'))) problems.push({ field: 'bankCode', code: 'invalid_bank_code' });
        if (!shape.branch.test(value('branchCode')))
          problems.push({ field: 'branchCode', code: 'invalid_branch_code' });
      }
      if (!/^\d{4,20}$/.test(account)) problems.push({ field: 'accountNumber', code: 'invalid_account_number' });
      break;
    }
    default:
      break;
  }
  return problems;
}

/** A Brazilian tax id (CPF of a person or CNPJ of a company) for a PIX payout. */
export function taxIdRefusal(value: string): FieldErrorCode | null {
  return cpfValid(value) || cnpjValid(value) ? null : 'invalid_tax_id';
}

/** An account number for a wire without IBAN: 4 to 34 letters and digits (spaces and dashes allowed). */
export function wireAccountNumberRefusal(value: string): FieldErrorCode | null {
  return /^[A-Za-z0-9]{4,34}$/.test(digitsOf(value)) ? null : 'invalid_account_number';
}

/** An Interac recipient's mobile: a North American number (+1 and 10 digits, or 10 digits). */
export function interacPhoneRefusal(value: string): FieldErrorCode | null {
  const digits = value.replace(/[\s()+.-]+/g, '');
  return /^1?\d{10}$/.test(digits) ? null : 'invalid_phone';
}
