import { cnpjValid, cpfValid, luhnValid } from '../payouts/payout-identifiers.ts';

/**
 * Check-digit algorithms of national tax identification numbers (spec 002 §5 "Tax IDs";
 * decision 0065). Each is the published rule of its issuer, applied to a TIN already
 * normalised by {@link normalizeTin} (upper case, without spaces, dots, dashes or slashes) and
 * already matching its country's pattern in the tax table. Only rules that are standard and short
 * are kept here; a country without one is checked by its pattern alone. Brazil's CPF and CNPJ and the
 * Luhn rule are the payout identifiers' own (packages/contract/src/payouts/payout-identifiers.ts).
 */

/** A TIN as compared: trimmed, upper-cased, without spaces, dots, dashes or slashes. */
export function normalizeTin(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s.\-/]+/g, '');
}

const digitAt = (value: string, index: number): number => Number(value.charAt(index));

/** Sum of `digits[i] × weights[i]` over the weights' length. */
function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((total, weight, index) => total + digitAt(digits, index) * weight, 0);
}

/** ISO 7064 MOD 11,10 (German Steuer-IdNr, Croatian OIB): the last digit checks the others. */
function iso7064Mod11_10Valid(digits: string): boolean {
  let product = 10;
  for (let index = 0; index < digits.length - 1; index += 1) {
    let sum = (digitAt(digits, index) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === digitAt(digits, digits.length - 1);
}

/** US SSN or ITIN (IRS): 9 digits; an SSN's area is not 000 or 666, its group not 00, its serial not 0000; 9xx is an ITIN. */
function usSsnOrItinValid(value: string): boolean {
  const area = value.slice(0, 3);
  const group = value.slice(3, 5);
  if (area === '000' || area === '666' || group === '00' || value.slice(5) === '0000') return false;
  if (!area.startsWith('9')) return true;
  // An ITIN's fourth and fifth digits are 50–65, 70–88, 90–92 or 94–99 (IRS, ITIN structure since 2011).
  const middle = Number(group);
  return (
    (middle >= 50 && middle <= 65) || (middle >= 70 && middle <= 88) || (middle >= 90 && middle <= 92) || middle >= 94
  );
}

/** US EIN (IRS): 9 digits whose two-digit prefix the IRS assigns (never 00, 07–09, 17–19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97). */
function usEinValid(value: string): boolean {
  const unassigned = [
    '00',
    '07',
    '08',
    '09',
    '17',
    '18',
    '19',
    '28',
    '29',
    '49',
    '69',
    '70',
    '78',
    '79',
    '89',
    '96',
    '97',
  ];
  return !unassigned.includes(value.slice(0, 2));
}

/** French numéro fiscal (SPI): 13 digits, the last three are the first ten modulo 511. */
function frSpiValid(value: string): boolean {
  return Number(value.slice(0, 10)) % 511 === Number(value.slice(10));
}

const spanishLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish NIF of a person: a DNI (8 digits) or NIE (X, Y or Z and 7 digits) and the letter of the number modulo 23. */
function esPersonalNifValid(value: string): boolean {
  const number = value.slice(0, -1).replace(/^X/, '0').replace(/^Y/, '1').replace(/^Z/, '2');
  return spanishLetters.charAt(Number(number) % 23) === value.slice(-1);
}

/** Spanish NIF of an entity (former CIF): a letter, 7 digits and a control digit or letter (J…A = 0…9). */
function esEntityNifValid(value: string): boolean {
  const digits = value.slice(1, 8);
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = digitAt(digits, index);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += digit;
  }
  const control = (10 - (sum % 10)) % 10;
  const last = value.slice(-1);
  return last === String(control) || last === 'JABCDEFGHI'.charAt(control);
}

/** Values of the odd positions (1st, 3rd, …) of an Italian codice fiscale, for 0–9 and A–Z. */
const codiceFiscaleOdd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const alphanumericIndex = (char: string): number => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** Italian codice fiscale of a person: 16 characters, the last a check letter over the first 15. */
function itCodiceFiscaleValid(value: string): boolean {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const char = value.charAt(index);
    // Omocodia replaces digits by letters; digits and letters share the same values in each table.
    sum += index % 2 === 0 ? (codiceFiscaleOdd[alphanumericIndex(char)] ?? 0) : alphanumericIndex(char);
  }
  return String.fromCharCode(65 + (sum % 26)) === value.charAt(15);
}

/** Australian TFN: 8 or 9 digits whose weighted sum is a multiple of 11 (ATO). */
function auTfnValid(value: string): boolean {
  const weights = value.length === 8 ? [10, 7, 8, 4, 6, 3, 5, 1] : [1, 4, 3, 7, 5, 8, 6, 9, 10];
  return weightedSum(value, weights) % 11 === 0;
}

/** Australian ABN: 11 digits; with 1 taken from the first, the weighted sum is a multiple of 89 (ABR). */
function auAbnValid(value: string): boolean {
  const adjusted = String(digitAt(value, 0) - 1) + value.slice(1);
  if (adjusted.startsWith('-')) return false;
  return weightedSum(adjusted, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) % 89 === 0;
}

/** Belgian national number (11 digits) or enterprise number (10 digits): the last two are 97 − (the rest mod 97). */
function beMod97Valid(value: string): boolean {
  const body = value.slice(0, -2);
  const check = Number(value.slice(-2));
  if (value.length === 10) return 97 - (Number(body) % 97) === check;
  // A national number of someone born from 2000 on is checked with a 2 before it.
  return 97 - (Number(body) % 97) === check || 97 - (Number(`2${body}`) % 97) === check;
}

/** Chilean RUT/RUN: a number and its mod-11 check (weights 2–7 from the right; 10 is K, 11 is 0). */
function clRutValid(value: string): boolean {
  const body = value.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    sum += digitAt(body, body.length - 1 - index) * (2 + (index % 6));
  }
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return expected === value.slice(-1);
}

/** Argentine CUIT/CUIL: 11 digits, the last a mod-11 check digit over weights 5432765432 (AFIP). */
function arCuitValid(value: string): boolean {
  const rest = 11 - (weightedSum(value, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  const expected = rest === 11 ? 0 : rest;
  return expected !== 10 && expected === digitAt(value, 10);
}

/** Swiss AHV/AVS number: 13 digits starting 756, EAN-13 check digit. */
function chAhvValid(value: string): boolean {
  const sum = weightedSum(value, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]);
  return (10 - (sum % 10)) % 10 === digitAt(value, 12);
}

/** Swiss UID (CHE and 9 digits): the last digit is 11 − weighted sum mod 11 (weights 54327654); 10 never occurs. */
function chUidValid(value: string): boolean {
  const digits = value.slice(3);
  const rest = 11 - (weightedSum(digits, [5, 4, 3, 2, 7, 6, 5, 4]) % 11);
  const expected = rest === 11 ? 0 : rest;
  return expected !== 10 && expected === digitAt(digits, 8);
}

/** Danish CVR: 8 digits whose weighted sum (27654321) is a multiple of 11. */
function dkCvrValid(value: string): boolean {
  return weightedSum(value, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/** Dutch BSN or RSIN: 9 digits passing the "elfproef" (weights 9…2 and −1, sum a multiple of 11). */
function nlElevenTestValid(value: string): boolean {
  const sum = weightedSum(value, [9, 8, 7, 6, 5, 4, 3, 2, -1]);
  return sum % 11 === 0 && sum !== 0;
}

/** Portuguese NIF/NIPC: 9 digits, the last a mod-11 check digit over weights 98765432. */
function ptNifValid(value: string): boolean {
  const rest = weightedSum(value, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (rest < 2 ? 0 : 11 - rest) === digitAt(value, 8);
}

/** Polish PESEL: 11 digits, check digit over weights 1379137913. */
function plPeselValid(value: string): boolean {
  return (10 - (weightedSum(value, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === digitAt(value, 10);
}

/** Polish NIP: 10 digits, check digit = weighted sum (657234567) mod 11, never 10. */
function plNipValid(value: string): boolean {
  const check = weightedSum(value, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === digitAt(value, 9);
}

/** Swedish personnummer or organisationsnummer: Luhn over the last 10 digits. */
function seLuhnValid(value: string): boolean {
  return luhnValid(value.slice(-10));
}

/** Greek AFM: 9 digits, the last = (Σ digit × 2^(8−i)) mod 11 mod 10. */
function grAfmValid(value: string): boolean {
  return (weightedSum(value, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digitAt(value, 8);
}

/** Romanian CNP: 13 digits, check over weights 279146358279 mod 11 (10 becomes 1). */
function roCnpValid(value: string): boolean {
  const rest = weightedSum(value, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (rest === 10 ? 1 : rest) === digitAt(value, 12);
}

/** Irish PPSN or tax reference: 7 digits and a check letter (weights 8…2, a second letter counts ×9, mod 23). */
function iePpsnValid(value: string): boolean {
  const second = value.charAt(8);
  const extra = second && second !== 'W' ? (second.charCodeAt(0) - 64) * 9 : 0;
  const rest = (weightedSum(value, [8, 7, 6, 5, 4, 3, 2]) + extra) % 23;
  return 'WABCDEFGHIJKLMNOPQRSTUV'.charAt(rest) === value.charAt(7);
}

/** Chinese resident identity card number: 17 digits and an ISO 7064 MOD 11-2 check (0–9 or X). */
function cnResidentIdValid(value: string): boolean {
  const rest = weightedSum(value, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11;
  return '10X98765432'.charAt(rest) === value.charAt(17);
}

/** Russian INN: 10 digits (organisation, one check digit) or 12 digits (person, two check digits). */
function ruInnValid(value: string): boolean {
  const check = (weights: readonly number[]) => (weightedSum(value, weights) % 11) % 10;
  if (value.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === digitAt(value, 9);
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digitAt(value, 10) &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digitAt(value, 11)
  );
}

/** Norwegian organisasjonsnummer: 9 digits, mod-11 check over weights 32765432. */
function noOrganisationNumberValid(value: string): boolean {
  const rest = 11 - (weightedSum(value, [3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  const expected = rest === 11 ? 0 : rest;
  return expected !== 10 && expected === digitAt(value, 8);
}

/** Icelandic kennitala: 10 digits, the ninth a mod-11 check over weights 32765432. */
function isKennitalaValid(value: string): boolean {
  const rest = 11 - (weightedSum(value, [3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  const expected = rest === 11 ? 0 : rest;
  return expected !== 10 && expected === digitAt(value, 8);
}

/**
 * The check-digit rules by name. A row of the tax table names one in `check`; the rule runs on a
 * normalised TIN that already matches the row's pattern.
 */
export const tinChecks = {
  usSsnOrItin: usSsnOrItinValid,
  usEin: usEinValid,
  iso7064Mod11_10: iso7064Mod11_10Valid,
  frSpi: frSpiValid,
  frSiren: luhnValid,
  esPersonalNif: esPersonalNifValid,
  esEntityNif: esEntityNifValid,
  itCodiceFiscale: itCodiceFiscaleValid,
  luhn: luhnValid,
  brCpf: cpfValid,
  brCnpj: cnpjValid,
  auTfn: auTfnValid,
  auAbn: auAbnValid,
  beMod97: beMod97Valid,
  clRut: clRutValid,
  arCuit: arCuitValid,
  chAhv: chAhvValid,
  chUid: chUidValid,
  dkCvr: dkCvrValid,
  nlElevenTest: nlElevenTestValid,
  ptNif: ptNifValid,
  plPesel: plPeselValid,
  plNip: plNipValid,
  seLuhn: seLuhnValid,
  grAfm: grAfmValid,
  roCnp: roCnpValid,
  iePpsn: iePpsnValid,
  cnResidentId: cnResidentIdValid,
  ruInn: ruInnValid,
  noOrganisationNumber: noOrganisationNumberValid,
  isKennitala: isKennitalaValid,
} as const satisfies Record<string, (normalized: string) => boolean>;

/** The name of a check-digit rule of {@link tinChecks}. */
export type TinCheckName = keyof typeof tinChecks;
