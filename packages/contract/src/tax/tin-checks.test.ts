import { describe, expect, it } from 'vitest';
import { tinDefinitionOf, type TaxHolderKind } from './country-tax-table.ts';
import { tinFormatRefusal } from './tax-id-rules.ts';
import { normalizeTin } from './tin-checks.ts';

/**
 * Valid TINs as the issuers or their standard libraries publish them as examples, by country and
 * holder kind, written as people type them (separators included).
 */
const published: readonly [string, TaxHolderKind, string][] = [
  ['US', 'personal', '123-45-6789'],
  ['US', 'personal', '912-70-1234'],
  ['US', 'business', '12-3456789'],
  ['GB', 'personal', 'AB 12 34 56 C'],
  ['GB', 'personal', '12345 67890'],
  ['GB', 'business', '1234567890'],
  ['DE', 'personal', '86 095 742 719'],
  ['DE', 'personal', '36574261809'],
  ['DE', 'business', '2181508150'],
  ['FR', 'personal', '07 01 987 765 493'],
  ['FR', 'business', '732 829 320'],
  ['ES', 'personal', '12345678-Z'],
  ['ES', 'personal', 'X1234567L'],
  ['ES', 'business', 'A13585625'],
  ['IT', 'personal', 'RSSMRA85T10A562S'],
  ['IT', 'business', '00743110157'],
  ['BR', 'personal', '529.982.247-25'],
  ['BR', 'business', '11.222.333/0001-81'],
  ['IN', 'personal', 'ABCPE1234F'],
  ['IN', 'business', 'AAACR5055K'],
  ['CA', 'personal', '046 454 286'],
  ['CA', 'business', '123456789RC0001'],
  ['AU', 'personal', '123 456 782'],
  ['AU', 'business', '51 824 753 556'],
  ['BE', 'personal', '85.07.30-033.28'],
  ['BE', 'business', '0403.170.701'],
  ['CL', 'personal', '12.345.678-5'],
  ['AR', 'business', '20-26756539-3'],
  ['CH', 'personal', '756.1234.5678.97'],
  ['CH', 'business', 'CHE-100.155.212'],
  ['DK', 'business', '13585628'],
  ['NL', 'personal', '111222333'],
  ['PT', 'personal', '123456789'],
  ['PT', 'business', '501964843'],
  ['PL', 'personal', '44051401359'],
  ['PL', 'business', '856-734-62-15'],
  ['SE', 'personal', '811228-9874'],
  ['SE', 'business', '556036-0793'],
  ['GR', 'personal', '094259216'],
  ['RO', 'personal', '1630615123457'],
  ['IE', 'personal', '1234567T'],
  ['IE', 'personal', '1234567TW'],
  ['CN', 'personal', '11010519491231002X'],
  ['RU', 'personal', '500100732259'],
  ['RU', 'business', '7707083893'],
  ['NO', 'business', '988 077 917'],
  ['IS', 'personal', '120174-3399'],
  ['ZA', 'personal', '0001339050'],
  ['IL', 'personal', '039337423'],
  ['HR', 'personal', '94577403194'],
];

/** Where the check character sits: the last, but the 8th of an Irish PPSN and the 9th of a kennitala. */
function checkIndex(country: string, normalized: string): number {
  if (country === 'IE') return 7;
  if (country === 'IS') return 8;
  return normalized.length - 1;
}

/** Every TIN that differs from `value` in its check character only (a digit for a digit, a letter for a letter). */
function checkCharacterTypos(country: string, value: string): string[] {
  const normalized = normalizeTin(value);
  const index = checkIndex(country, normalized);
  const current = normalized.charAt(index);
  const alphabet = /\d/.test(current) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...alphabet]
    .filter((char) => char !== current)
    .map((char) => normalized.slice(0, index) + char + normalized.slice(index + 1));
}

describe('TIN formats and check digits (spec 002 §5; tin-checks.ts)', () => {
  it('accepts the published examples of each country, separators and case aside', () => {
    // Proves each country's pattern and check-digit rule accept real numbers as people type them.
    const refused = published
      .map(([country, holder, tin]) => [country, holder, tin, tinFormatRefusal(country, holder, tin)] as const)
      .filter(([, , , refusal]) => refusal !== null);
    expect(refused).toEqual([]);
    expect(tinFormatRefusal('IT', 'personal', 'rssmra85t10a562s')).toBeNull();
  });

  it('refuses every typo of the check character where the table names a check', () => {
    // Proves the check digits catch any single mistyped check character, for every checked example.
    const missed: string[] = [];
    let tried = 0;
    for (const [country, holder, tin] of published) {
      if (!tinDefinitionOf(country, holder).check || country === 'US') continue;
      for (const typo of checkCharacterTypos(country, tin)) {
        const refusal = tinFormatRefusal(country, holder, typo);
        if (refusal === 'invalid_format') continue;
        tried += 1;
        if (refusal !== 'invalid') missed.push(`${country} ${holder} ${typo}`);
      }
    }
    expect(tried).toBeGreaterThan(300);
    expect(missed).toEqual([]);
  });

  it('refuses TINs without the structure of their country', () => {
    // Proves shapes are checked before check digits: wrong length, letters where digits go, a person's PAN for an entity.
    expect(tinFormatRefusal('US', 'personal', '12345678')).toBe('invalid_format');
    expect(tinFormatRefusal('DE', 'personal', '06095742719')).toBe('invalid_format');
    expect(tinFormatRefusal('ES', 'personal', '1234567Z')).toBe('invalid_format');
    expect(tinFormatRefusal('IN', 'business', 'ABCPE1234F')).toBe('invalid_format');
    expect(tinFormatRefusal('IN', 'personal', 'AAACR5055K')).toBe('invalid_format');
    expect(tinFormatRefusal('GB', 'personal', 'QQ123456C')).toBe('invalid_format');
    expect(tinFormatRefusal('BR', 'personal', '11.222.333/0001-81')).toBe('invalid_format');
    expect(tinFormatRefusal('FR', 'personal', '4701987765493')).toBe('invalid_format');
  });

  it('applies the US rules of the IRS', () => {
    // Proves SSNs with area 000 or 666, group 00 or serial 0000, ITINs outside their groups and unassigned EIN prefixes are refused.
    expect(tinFormatRefusal('US', 'personal', '000-12-3456')).toBe('invalid');
    expect(tinFormatRefusal('US', 'personal', '666-12-3456')).toBe('invalid');
    expect(tinFormatRefusal('US', 'personal', '123-00-4567')).toBe('invalid');
    expect(tinFormatRefusal('US', 'personal', '123-45-0000')).toBe('invalid');
    expect(tinFormatRefusal('US', 'personal', '912-93-1234')).toBe('invalid');
    expect(tinFormatRefusal('US', 'personal', '912-94-1234')).toBeNull();
    expect(tinFormatRefusal('US', 'business', '07-1234567')).toBe('invalid');
    expect(tinFormatRefusal('US', 'business', '98-7654321')).toBeNull();
  });

  it('accepts any plausible TIN where the table knows no structure, and nothing else', () => {
    // Proves countries without a pattern (and unknown countries) still refuse one character, symbols or 31 characters.
    expect(tinFormatRefusal('AG', 'personal', 'AB-123 456')).toBeNull();
    expect(tinFormatRefusal('AQ', 'personal', '12345')).toBeNull();
    expect(tinFormatRefusal('AG', 'personal', '1')).toBe('invalid_format');
    expect(tinFormatRefusal('AG', 'personal', '12#45')).toBe('invalid_format');
    expect(tinFormatRefusal('AQ', 'business', '1'.repeat(31))).toBe('invalid_format');
  });
});
