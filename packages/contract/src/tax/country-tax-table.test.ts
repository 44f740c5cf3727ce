import { describe, expect, it } from 'vitest';
import { countryCodes } from '../rules/countries.ts';
import {
  countryTaxInfo,
  countryTaxTable,
  genericTinName,
  isKnownTaxCountry,
  tinDefinitionOf,
  unknownCountryTaxInfo,
  type TinDefinition,
} from './country-tax-table.ts';
import { tinChecks } from './tin-checks.ts';

/** The problems of one TIN definition of a row, as readable strings. */
function definitionProblems(where: string, tin: TinDefinition): string[] {
  const problems: string[] = [];
  if (tin.name.trim() === '' || tin.name.length > 120) problems.push(`${where}: name`);
  if (tin.shortName.trim() === '' || tin.shortName.length > 20) problems.push(`${where}: shortName`);
  if (tin.required && !tin.isIssued) problems.push(`${where}: required but not issued`);
  if (tin.isGenericName !== (tin.name === genericTinName.name && tin.shortName === genericTinName.shortName))
    problems.push(`${where}: isGenericName disagrees with the name`);
  if (tin.pattern !== undefined) {
    if (!tin.pattern.startsWith('^') || !tin.pattern.endsWith('$')) problems.push(`${where}: pattern not anchored`);
    try {
      new RegExp(tin.pattern, 'u');
    } catch {
      problems.push(`${where}: pattern does not compile`);
    }
  }
  if (tin.check !== undefined && !Object.hasOwn(tinChecks, tin.check)) problems.push(`${where}: unknown check`);
  if (tin.check !== undefined && tin.pattern === undefined) problems.push(`${where}: check without pattern`);
  if (!tin.isIssued && (tin.pattern !== undefined || !tin.isGenericName))
    problems.push(`${where}: names a TIN not issued`);
  return problems;
}

describe('per-country tax table (spec 002 §3)', () => {
  it('has a row for every country of the contract and no other', () => {
    // Proves the table covers the contract's whole country list (about 200 countries, here 244).
    const tableCodes = Object.keys(countryTaxTable).sort();
    expect(tableCodes).toEqual([...countryCodes].sort());
    expect(tableCodes.length).toBeGreaterThanOrEqual(200);
    for (const code of countryCodes) expect(isKnownTaxCountry(code)).toBe(true);
  });

  it('has well-formed rows', () => {
    // Proves every row has names, a CRS flag, required only where issued, compiling anchored patterns and known checks.
    const problems = Object.entries(countryTaxTable).flatMap(([code, info]) => [
      ...(typeof info.crs === 'boolean' ? [] : [`${code}: crs`]),
      ...definitionProblems(`${code} personal`, info.tinPersonal),
      ...definitionProblems(`${code} business`, info.tinBusiness),
    ]);
    expect(problems).toEqual([]);
  });

  it('requires a TIN where it is issued and the country exchanges under the CRS, and in the US', () => {
    // Proves the data follows its stated rule, with the deliberate exceptions (business TINs issued only to registrants).
    const exceptions: string[] = [];
    for (const [code, info] of Object.entries(countryTaxTable)) {
      for (const [kind, tin] of [
        ['personal', info.tinPersonal],
        ['business', info.tinBusiness],
      ] as const) {
        const byRule = tin.isIssued && (info.crs || code === 'US');
        if (tin.required !== byRule) exceptions.push(`${code} ${kind}`);
      }
    }
    expect(exceptions.sort()).toEqual(
      [
        'AE business',
        'BH business',
        'BN business',
        'MV personal',
        'OM business',
        'QA business',
        'SA business',
        'VU business',
      ].sort(),
    );
  });

  it('knows the well-known rows', () => {
    // Proves a sample of rows against the public sources: CRS members, the US outside the CRS, no-TIN jurisdictions.
    expect(countryTaxInfo('US')).toMatchObject({
      crs: false,
      tinPersonal: { shortName: 'SSN/ITIN', required: true },
      tinBusiness: { shortName: 'EIN', required: true },
    });
    expect(countryTaxInfo('DE')).toMatchObject({
      crs: true,
      tinPersonal: { shortName: 'Steuer-IdNr', required: true },
    });
    expect(countryTaxInfo('GB').tinPersonal.shortName).toBe('UTR/NINO');
    expect(countryTaxInfo('ES').tinPersonal.shortName).toBe('NIF/NIE');
    expect(countryTaxInfo('BR').tinBusiness.shortName).toBe('CNPJ');
    expect(countryTaxInfo('IN').tinPersonal.shortName).toBe('PAN');
    expect(countryTaxInfo('KY')).toMatchObject({ crs: true, tinPersonal: { isIssued: false, required: false } });
    expect(countryTaxInfo('AE').tinBusiness).toMatchObject({ shortName: 'TRN', isIssued: true, required: false });
    expect(countryTaxInfo('RE')).toEqual(countryTaxInfo('FR'));
    expect(countryTaxInfo('PR')).toMatchObject({ crs: false, tinPersonal: { shortName: 'SSN/ITIN', required: false } });
  });

  it('answers unknown countries as not required and not CRS', () => {
    // Proves spec 002 §3: "An unknown country defaults to not required and no CRS", for any code or case.
    for (const code of ['AQ', 'ZZ', '', 'constructor', 'toString']) {
      expect(isKnownTaxCountry(code)).toBe(false);
      expect(countryTaxInfo(code)).toBe(unknownCountryTaxInfo);
      expect(countryTaxInfo(code).crs).toBe(false);
      expect(tinDefinitionOf(code, 'personal').required).toBe(false);
      expect(tinDefinitionOf(code, 'business').required).toBe(false);
    }
    expect(countryTaxInfo(' de ')).toBe(countryTaxTable.DE);
    expect(tinDefinitionOf('de', 'business').shortName).toBe('Steuernummer');
  });
});
