import { describe, expect, it } from 'vitest';
import {
  isTinMissingReasonAllowed,
  isTinRequired,
  taxIdEntryProblems,
  taxIdsProblems,
  withUsTaxIdEntry,
  type TaxIdEntryInput,
} from './tax-id-rules.ts';

const explanation = 'My country issues TINs only to people with taxable income, and I have none yet.';

/** The entry's problems as `field:code` strings. */
function problemsOf(
  entry: TaxIdEntryInput,
  holder: 'personal' | 'business' = 'personal',
  isUSTaxPayer = false,
): string[] {
  return taxIdEntryProblems(entry, holder, isUSTaxPayer).map((problem) => `${problem.field}:${problem.code}`);
}

describe('TIN rules of a required country (spec 002 §3, §5)', () => {
  // DE exchanges under the CRS and issues a Steuer-IdNr to every resident: the TIN is required.
  it('accepts a valid TIN and refuses a malformed one', () => {
    expect(isTinRequired('DE', 'personal')).toBe(true);
    expect(problemsOf({ countryCode: 'DE', taxId: '86095742719' })).toEqual([]);
    expect(problemsOf({ countryCode: 'de', taxId: '86 095 742 718' })).toEqual(['taxId:invalid']);
    expect(problemsOf({ countryCode: 'DE', taxId: '123' })).toEqual(['taxId:invalid_format']);
  });

  it('needs a reason when the TIN is missing, and only CANNOT_OBTAIN with its explanation fits', () => {
    // Proves "When a tax id is missing, a reason is sent" and that a required TIN admits neither other reason.
    expect(problemsOf({ countryCode: 'DE' })).toEqual(['tinMissingReason:required']);
    expect(problemsOf({ countryCode: 'DE', taxId: '   ' })).toEqual(['tinMissingReason:required']);
    expect(problemsOf({ countryCode: 'DE', tinMissingReason: 'NO_TIN_IS_REQUIRED' })).toEqual([
      'tinMissingReason:invalid_value',
    ]);
    expect(problemsOf({ countryCode: 'DE', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' })).toEqual([
      'tinMissingReason:invalid_value',
    ]);
    expect(problemsOf({ countryCode: 'DE', tinMissingReason: 'CANNOT_OBTAIN' })).toEqual([
      'tinMissingExplanation:required',
    ]);
    expect(problemsOf({ countryCode: 'DE', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: ' ' })).toEqual([
      'tinMissingExplanation:required',
    ]);
    expect(
      problemsOf({ countryCode: 'DE', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: explanation }),
    ).toEqual([]);
  });

  it('refuses a missing reason or an explanation beside a TIN', () => {
    // Proves a reason is allowed only when no TIN is given.
    expect(
      problemsOf({
        countryCode: 'DE',
        taxId: '86095742719',
        tinMissingReason: 'CANNOT_OBTAIN',
        tinMissingExplanation: explanation,
      }),
    ).toEqual(['tinMissingReason:unrecognized_keys', 'tinMissingExplanation:unrecognized_keys']);
  });

  it('reads the TIN of the holder kind', () => {
    // Proves a business is checked against tinBusiness: an Indian person's PAN is no company's PAN.
    expect(problemsOf({ countryCode: 'IN', taxId: 'AAACR5055K' }, 'business')).toEqual([]);
    expect(problemsOf({ countryCode: 'IN', taxId: 'ABCPE1234F' }, 'business')).toEqual(['taxId:invalid_format']);
    expect(problemsOf({ countryCode: 'BR', taxId: '11.222.333/0001-81' }, 'business')).toEqual([]);
    expect(problemsOf({ countryCode: 'BR', taxId: '529.982.247-25' }, 'business')).toEqual(['taxId:invalid_format']);
  });
});

describe('TIN rules of an optional country (spec 002 §3, §5)', () => {
  // TW issues TINs but is no CRS jurisdiction; AE issues TRNs to registered businesses only.
  it('accepts NO_TIN_IS_REQUIRED but not COUNTRY_DOES_NOT_ISSUE where TINs are issued', () => {
    expect(isTinRequired('TW', 'personal')).toBe(false);
    expect(problemsOf({ countryCode: 'TW' })).toEqual(['tinMissingReason:required']);
    expect(problemsOf({ countryCode: 'TW', tinMissingReason: 'NO_TIN_IS_REQUIRED' })).toEqual([]);
    expect(problemsOf({ countryCode: 'TW', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' })).toEqual([
      'tinMissingReason:invalid_value',
    ]);
    expect(problemsOf({ countryCode: 'AE', tinMissingReason: 'NO_TIN_IS_REQUIRED' }, 'business')).toEqual([]);
    expect(problemsOf({ countryCode: 'TW', taxId: 'A123456789' })).toEqual([]);
  });

  it('accepts COUNTRY_DOES_NOT_ISSUE where no TIN is issued, even in a CRS jurisdiction', () => {
    // Proves the Cayman Islands (CRS, no TINs) take reason COUNTRY_DOES_NOT_ISSUE, and that it takes no explanation.
    expect(isTinMissingReasonAllowed('KY', 'personal', 'COUNTRY_DOES_NOT_ISSUE')).toBe(true);
    expect(problemsOf({ countryCode: 'KY', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' })).toEqual([]);
    expect(problemsOf({ countryCode: 'AE', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' })).toEqual([]);
    expect(
      problemsOf({ countryCode: 'KY', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE', tinMissingExplanation: explanation }),
    ).toEqual(['tinMissingExplanation:unrecognized_keys']);
  });
});

describe('TIN rules of an unknown country (spec 002 §3)', () => {
  it('requires nothing and accepts every reason, yet still wants a reason for a missing TIN', () => {
    // Proves an unknown country is not required: NO_TIN_IS_REQUIRED and COUNTRY_DOES_NOT_ISSUE both fit.
    expect(isTinRequired('AQ', 'personal')).toBe(false);
    expect(problemsOf({ countryCode: 'AQ' })).toEqual(['tinMissingReason:required']);
    expect(problemsOf({ countryCode: 'AQ', tinMissingReason: 'NO_TIN_IS_REQUIRED' })).toEqual([]);
    expect(problemsOf({ countryCode: 'AQ', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' })).toEqual([]);
    expect(problemsOf({ countryCode: 'AQ', tinMissingReason: 'CANNOT_OBTAIN' })).toEqual([
      'tinMissingExplanation:required',
    ]);
    expect(problemsOf({ countryCode: 'AQ', taxId: 'ANY-12345' })).toEqual([]);
  });
});

describe('the US-person rule (spec 002 §5 "A US payer without a US tax id gets one added")', () => {
  it('adds a US entry for a US taxpayer who has none, and only then', () => {
    // Proves the entry is added at the end, without a TIN, and not for a non-US payer or when one exists.
    const germanOnly = [{ countryCode: 'DE', taxId: '86095742719' }];
    expect(withUsTaxIdEntry(germanOnly, true)).toEqual([...germanOnly, { countryCode: 'US' }]);
    expect(germanOnly).toHaveLength(1);
    expect(withUsTaxIdEntry(germanOnly, false)).toBe(germanOnly);
    const withUs = [...germanOnly, { countryCode: 'us', taxId: '123-45-6789' }];
    expect(withUsTaxIdEntry(withUs, true)).toBe(withUs);
    expect(withUsTaxIdEntry([], true)).toEqual([{ countryCode: 'US' }]);
  });

  it('requires the US TIN of a US taxpayer, with no missing reason', () => {
    // Proves the added entry must be filled, and that FATCA's W-9 admits no missing reason for a US person.
    const germanOnly = [{ countryCode: 'DE', taxId: '86095742719' }];
    expect(taxIdsProblems(germanOnly, 'personal', true)).toEqual([{ field: 'taxIds.1.taxId', code: 'required' }]);
    expect(taxIdsProblems([], 'personal', true)).toEqual([{ field: 'taxIds.0.taxId', code: 'required' }]);
    expect(
      taxIdsProblems(
        [{ countryCode: 'US', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: explanation }],
        'personal',
        true,
      ),
    ).toEqual([
      { field: 'taxIds.0.taxId', code: 'required' },
      { field: 'taxIds.0.tinMissingReason', code: 'invalid_value' },
    ]);
    expect(taxIdsProblems([...germanOnly, { countryCode: 'US', taxId: '123-45-6789' }], 'personal', true)).toEqual([]);
    expect(taxIdsProblems([{ countryCode: 'US', taxId: '12-3456789' }], 'business', true)).toEqual([]);
  });

  it('lets a non-US payer name the US without a TIN for a reason that fits', () => {
    // Proves the US row (required: FATCA) refuses NO_TIN_IS_REQUIRED but accepts CANNOT_OBTAIN with its explanation.
    const us = (entry: Omit<TaxIdEntryInput, 'countryCode'>) =>
      taxIdsProblems([{ countryCode: 'US', ...entry }], 'personal', false);
    expect(us({ tinMissingReason: 'NO_TIN_IS_REQUIRED' })).toEqual([
      { field: 'taxIds.0.tinMissingReason', code: 'invalid_value' },
    ]);
    expect(us({ tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: explanation })).toEqual([]);
  });
});

describe('taxIds as a whole (spec 002 §3)', () => {
  it('needs one entry at least, one per country, and at most ten', () => {
    // Proves the list rules: empty, repeated country (any case) and too many entries are refused.
    expect(taxIdsProblems([], 'personal', false)).toEqual([{ field: 'taxIds', code: 'required' }]);
    expect(
      taxIdsProblems(
        [
          { countryCode: 'DE', taxId: '86095742719' },
          { countryCode: 'de', tinMissingReason: 'NO_TIN_IS_REQUIRED' },
        ],
        'personal',
        false,
      ),
    ).toEqual([{ field: 'taxIds.1.countryCode', code: 'invalid_value' }]);
    const eleven = ['FR', 'ES', 'IT', 'PT', 'NL', 'BE', 'AT', 'PL', 'SE', 'DK', 'FI'].map((countryCode) => ({
      countryCode,
      tinMissingReason: 'CANNOT_OBTAIN' as const,
      tinMissingExplanation: explanation,
    }));
    expect(taxIdsProblems(eleven, 'personal', false)).toEqual([{ field: 'taxIds', code: 'too_big' }]);
  });

  it('reports each entry at its own path', () => {
    // Proves problems of several entries come back with the paths the server answers as validationErrors.
    expect(
      taxIdsProblems(
        [
          { countryCode: 'FR', taxId: '0701987765493' },
          { countryCode: 'ES', taxId: '12345678A' },
          { countryCode: 'GB', tinMissingReason: 'CANNOT_OBTAIN' },
        ],
        'personal',
        false,
      ),
    ).toEqual([
      { field: 'taxIds.1.taxId', code: 'invalid' },
      { field: 'taxIds.2.tinMissingExplanation', code: 'required' },
    ]);
  });
});
