import type { FieldErrorCode } from '../field-errors.ts';
import { countryTaxInfo, tinDefinitionOf, type TaxHolderKind } from './country-tax-table.ts';
import { normalizeTin, tinChecks } from './tin-checks.ts';

/**
 * The TIN rules of the FATCA/CRS self-certification (spec 002 §3 "FATCA/CRS", §5 "Tax IDs";
 * decision 0065), pure and shared by the web's forms, the server's checks and, for the
 * business registration's tax ids (decision 0095). Each answers field problems in the contract's usual
 * shape (`{ field, code }`, a dotted path and a code of the field-error catalogue), which the
 * schemas turn into zod issues and the server into `validationErrors`.
 */

/**
 * Why a tax id is missing (spec 002 §3), after the OECD's reasons A, B and C:
 * - `COUNTRY_DOES_NOT_ISSUE`: the jurisdiction issues no TINs to its residents (of this kind);
 * - `CANNOT_OBTAIN`: the holder cannot obtain a TIN; an explanation is required (spec 002 §5);
 * - `NO_TIN_IS_REQUIRED`: the jurisdiction's law does not require the TIN to be collected.
 */
export const tinMissingReasons = ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED'] as const;
export type TinMissingReason = (typeof tinMissingReasons)[number];

/** One `taxIds` entry as the rules read it (spec 002 §3: countryCode, taxId, tinMissingReason, tinMissingExplanation). */
export interface TaxIdEntryInput {
  countryCode: string;
  taxId?: string | undefined;
  tinMissingReason?: TinMissingReason | undefined;
  tinMissingExplanation?: string | undefined;
}

/** One refusal: the field's dotted path in the payload (`taxIds.0.taxId`) and its catalogue code. */
export interface TaxFieldProblem {
  field: string;
  code: FieldErrorCode;
}

/** The field names of a `taxIds` entry. */
type TaxIdEntryField = keyof TaxIdEntryInput;

/** The country whose TIN a US person must give (spec 002 §5). */
export const usCountryCode = 'US';

/** Most `taxIds` entries a certification may carry (one per jurisdiction of tax residence). */
export const maxTaxIdEntries = 10;

/** Longest TIN as typed, separators included (the longest known TIN has 20 characters). */
export const maxTaxIdLength = 30;

/**
 * A TIN of a country without a known structure: 2 to 30 letters or digits once spaces, dots, dashes
 * and slashes are removed (Ñ and & occur in Mexican RFCs).
 */
const anyTinPattern = /^[A-Z0-9Ñ&]{2,30}$/;

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The format refusal of a TIN for its country and holder kind (spec 002 §5; decision 0065), or null
 * when it is acceptable: 'invalid_format' when it does not have the structure of the country's TIN
 * in the tax table (or, where the table has none, is not 2–30 letters and digits), 'invalid' when
 * its check digits are wrong. Spaces, dots, dashes and slashes are ignored, letters compared in upper case.
 */
export function tinFormatRefusal(countryCode: string, holder: TaxHolderKind, taxId: string): FieldErrorCode | null {
  const normalized = normalizeTin(taxId);
  const definition = tinDefinitionOf(countryCode, holder);
  if (!anyTinPattern.test(normalized)) return 'invalid_format';
  if (definition.pattern && !new RegExp(definition.pattern, 'u').test(normalized)) return 'invalid_format';
  if (definition.check && !tinChecks[definition.check](normalized)) return 'invalid';
  return null;
}

/**
 * Whether a missing reason may be given for a country and holder kind (spec 002 §3, §5; decision 0065):
 * - COUNTRY_DOES_NOT_ISSUE only where the table does not know the country to issue such TINs
 *   (a country that does issue them cannot be certified as not issuing them; CRS "reason to know");
 * - NO_TIN_IS_REQUIRED only where the country does not require one (unknown countries included);
 * - CANNOT_OBTAIN anywhere, with an explanation (checked by {@link taxIdEntryProblems}).
 * A US person's US TIN admits no reason at all (see {@link taxIdEntryProblems}).
 */
export function isTinMissingReasonAllowed(
  countryCode: string,
  holder: TaxHolderKind,
  reason: TinMissingReason,
): boolean {
  const definition = tinDefinitionOf(countryCode, holder);
  switch (reason) {
    case 'COUNTRY_DOES_NOT_ISSUE':
      return !definition.isIssued;
    case 'NO_TIN_IS_REQUIRED':
      return !definition.required;
    case 'CANNOT_OBTAIN':
      return true;
  }
}

/** True when a TIN is required of this holder kind in this country (spec 002 §3 `required`; unknown countries: false). */
export function isTinRequired(countryCode: string, holder: TaxHolderKind): boolean {
  return tinDefinitionOf(countryCode, holder).required;
}

/**
 * The problems of one `taxIds` entry (spec 002 §5 "Tax IDs"; decision 0065), by the entry's own field
 * names:
 * - with a TIN: its format for the country ({@link tinFormatRefusal}); a missing reason or an
 *   explanation beside it is 'unrecognized_keys' (a reason is only for a missing TIN);
 * - without a TIN: a reason is required ('required' on `tinMissingReason`), whether or not the
 *   country requires a TIN ("When a tax id is missing, a reason is sent"); the reason must fit the
 *   country ({@link isTinMissingReasonAllowed}, else 'invalid_value'); CANNOT_OBTAIN needs
 *   `tinMissingExplanation` ('required'), which no other reason takes ('unrecognized_keys');
 * - a US person's US entry needs the TIN itself ('required' on `taxId`): FATCA's W-9 has no missing reason.
 */
export function taxIdEntryProblems(
  entry: TaxIdEntryInput,
  holder: TaxHolderKind,
  isUSTaxPayer = false,
): { field: TaxIdEntryField; code: FieldErrorCode }[] {
  const problems: { field: TaxIdEntryField; code: FieldErrorCode }[] = [];
  const country = entry.countryCode.trim().toUpperCase();
  const reason = entry.tinMissingReason;
  const hasExplanation = present(entry.tinMissingExplanation);
  if (present(entry.taxId)) {
    const refusal = tinFormatRefusal(country, holder, entry.taxId);
    if (refusal) problems.push({ field: 'taxId', code: refusal });
    if (reason) problems.push({ field: 'tinMissingReason', code: 'unrecognized_keys' });
    if (hasExplanation) problems.push({ field: 'tinMissingExplanation', code: 'unrecognized_keys' });
    return problems;
  }
  if (isUSTaxPayer && country === usCountryCode) {
    problems.push({ field: 'taxId', code: 'required' });
    if (reason) problems.push({ field: 'tinMissingReason', code: 'invalid_value' });
    return problems;
  }
  if (!reason) {
    problems.push({ field: 'tinMissingReason', code: 'required' });
    return problems;
  }
  if (!isTinMissingReasonAllowed(country, holder, reason))
    problems.push({ field: 'tinMissingReason', code: 'invalid_value' });
  if (reason === 'CANNOT_OBTAIN' && !hasExplanation)
    problems.push({ field: 'tinMissingExplanation', code: 'required' });
  if (reason !== 'CANNOT_OBTAIN' && hasExplanation)
    problems.push({ field: 'tinMissingExplanation', code: 'unrecognized_keys' });
  return problems;
}

/**
 * The US-person rule (spec 002 §5 "A US payer without a US tax id gets one added"): when the holder
 * says they are a US taxpayer and `taxIds` has no US entry, a US entry without a TIN is added at the
 * end, for the form to show and the holder to fill (its TIN is then required, see
 * {@link taxIdEntryProblems}). Otherwise the list is returned as it is. Pure: a new array when added.
 */
export function withUsTaxIdEntry<Entry extends TaxIdEntryInput>(
  taxIds: readonly Entry[],
  isUSTaxPayer: boolean,
): readonly (Entry | TaxIdEntryInput)[] {
  if (!isUSTaxPayer || taxIds.some((entry) => entry.countryCode.trim().toUpperCase() === usCountryCode)) return taxIds;
  return [...taxIds, { countryCode: usCountryCode }];
}

/**
 * The problems of a certification's `taxIds` (spec 002 §3, §5; decision 0065), with paths from the
 * payload's root (`taxIds`, `taxIds.1.tinMissingReason`):
 * - at least one entry ('required' on `taxIds`), at most {@link maxTaxIdEntries} ('too_big');
 * - one entry per country ('invalid_value' on a repeated `countryCode`);
 * - each entry's own rules ({@link taxIdEntryProblems});
 * - the US-person rule: a US taxpayer without a US entry is checked as if {@link withUsTaxIdEntry}
 *   had added one, so the answer is 'required' on `taxIds.<n>.taxId` where n is the list's length.
 */
export function taxIdsProblems(
  taxIds: readonly TaxIdEntryInput[],
  holder: TaxHolderKind,
  isUSTaxPayer: boolean,
): TaxFieldProblem[] {
  if (taxIds.length === 0 && !isUSTaxPayer) return [{ field: 'taxIds', code: 'required' }];
  if (taxIds.length > maxTaxIdEntries) return [{ field: 'taxIds', code: 'too_big' }];
  const problems: TaxFieldProblem[] = [];
  const seen = new Set<string>();
  withUsTaxIdEntry(taxIds, isUSTaxPayer).forEach((entry, index) => {
    const country = entry.countryCode.trim().toUpperCase();
    if (seen.has(country)) {
      problems.push({ field: `taxIds.${index}.countryCode`, code: 'invalid_value' });
      return;
    }
    seen.add(country);
    for (const problem of taxIdEntryProblems(entry, holder, isUSTaxPayer))
      problems.push({ field: `taxIds.${index}.${problem.field}`, code: problem.code });
  });
  return problems;
}

/** The CRS participation of a country (spec 002 §3 `crs`; unknown countries: false). */
export function isCrsCountry(countryCode: string): boolean {
  return countryTaxInfo(countryCode).crs;
}
