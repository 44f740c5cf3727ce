import { describe, expect, it } from 'vitest';
import {
  MoneyFormatError,
  currencyExponent,
  formatAmount,
  formatMinor,
  parseLocaleAmount,
  parseMinor,
} from './money.ts';

describe('money parsing (DESIGN §3: bigint minor units, no floating point)', () => {
  it('parses decimal strings into minor units per currency exponent', () => {
    // Proves USD (2), JPY (0) and BTC (8) amounts become exact minor units.
    expect(parseMinor('1250.50', 'USD')).toBe(125050n);
    expect(parseMinor('0.1', 'usd')).toBe(10n);
    expect(parseMinor('-3', 'EUR')).toBe(-300n);
    expect(parseMinor('500', 'JPY')).toBe(500n);
    expect(parseMinor('0.00000001', 'BTC')).toBe(1n);
    expect(parseMinor('1.10', 'USD')).toBe(110n);
  });

  it('keeps amounts far beyond 2^53 exact', () => {
    // Proves no precision is lost where a float would round.
    expect(parseMinor('90071992547409.93', 'USD')).toBe(9007199254740993n);
    expect(formatMinor(9007199254740993n, 'USD')).toBe('90071992547409.93');
  });

  it('refuses malformed text and too many decimals', () => {
    // Proves bad input is an error, never a silently rounded amount.
    for (const bad of ['', 'abc', '1,000.00', '1e3', '1.', '.5', '--1', 'NaN']) {
      expect(() => parseMinor(bad, 'USD')).toThrow(MoneyFormatError);
    }
    expect(() => parseMinor('1.001', 'USD')).toThrow(MoneyFormatError);
    expect(() => parseMinor('1.5', 'JPY')).toThrow(MoneyFormatError);
    expect(parseMinor('1.000', 'USD')).toBe(100n);
  });

  it('formats minor units back to the same decimal string', () => {
    // Proves parse and format are inverse for the currency's precision.
    expect(formatMinor(5n, 'USD')).toBe('0.05');
    expect(formatMinor(-125050n, 'USD')).toBe('-1250.50');
    expect(formatMinor(500n, 'JPY')).toBe('500');
    expect(formatMinor(123456789n, 'BTC')).toBe('1.23456789');
    for (const text of ['0.00', '1.01', '999999.99', '-0.01'])
      expect(formatMinor(parseMinor(text, 'EUR'), 'EUR')).toBe(text);
  });

  it('knows exponents and defaults unknown currencies to 2', () => {
    // Proves the exponent table drives precision.
    expect(currencyExponent('BTC')).toBe(8);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('XYZ')).toBe(2);
  });
});

describe('money display (2 to 8 decimals with the currency symbol)', () => {
  it('shows at least 2 decimals and the symbol of spec 000 §9', () => {
    // Proves the display rules for the spec's symbols.
    expect(formatAmount('5000', 'USD')).toBe('$5,000.00');
    expect(formatAmount('2000.5', 'EUR')).toBe('€2,000.50');
    expect(formatAmount('10', 'GBP')).toBe('£10.00');
    expect(formatAmount('10', 'RON')).toBe('10.00 lei');
    expect(formatAmount('-12.3', 'CAD')).toBe('-$12.30');
    expect(formatAmount('7', 'CHF')).toBe('7.00 CHF');
  });

  it('shows up to 8 decimals and never more', () => {
    // Proves small crypto amounts are not rounded away and long fractions are cut at 8.
    expect(formatAmount('0.00012345', 'BTC')).toBe('₿0.00012345');
    expect(formatAmount('1.123456789', 'USD')).toBe('$1.12345678');
    expect(formatAmount('1.10000', 'USD')).toBe('$1.10');
  });

  it('uses the locale separators without floating point', () => {
    // Proves Spanish/Russian/Romanian separators are applied to exact digits.
    expect(formatAmount('1234567.89', 'EUR', { locale: 'de', withSymbol: false })).toBe('1.234.567,89');
    expect(formatAmount('1234567.89', 'USD', { locale: 'ru', withSymbol: false })).toMatch(/^1\s234\s567,89$/u);
    expect(formatAmount('99999999999999999.99', 'USD')).toBe('$99,999,999,999,999,999.99');
  });
});

describe('the currency symbol where each language writes it (decision 0036)', () => {
  it.each([
    ['en', '5000', 'USD', '$5,000.00'],
    ['en', '-12.3', 'USD', '-$12.30'],
    ['en-AU', '5000', 'AUD', '$5,000.00'],
    ['es', '5000', 'USD', '5.000,00\u00a0$'],
    ['es', '-12.3', 'EUR', '-12,30\u00a0€'],
    ['pt', '5000', 'USD', '$\u00a05.000,00'],
    ['pt', '-12.3', 'EUR', '-€\u00a012,30'],
    ['ro', '2000.5', 'EUR', '2.000,50\u00a0€'],
    ['ru', '5000', 'USD', '5\u00a0000,00\u00a0$'],
    ['uk', '0.00012345', 'BTC', '0,00012345\u00a0₿'],
    ['es', '10', 'RON', '10,00 lei'],
    ['en', '10', 'RON', '10.00 lei'],
    ['ru', '7', 'CHF', '7,00 CHF'],
  ])('writes %s %s %s as %j', (locale, amount, currency, expected) => {
    // Proves a one-character symbol follows the locale's CLDR pattern (side and no-break space) and longer symbols or codes go after the number.
    expect(formatAmount(amount, currency, { locale })).toBe(expected);
  });
});

describe("amounts typed in the user's language (parseLocaleAmount)", () => {
  it.each([
    ['3,50', 'es', '3.50'],
    ['1.000,50', 'es', '1000.50'],
    ['1.000', 'es', '1000'],
    ['3.50', 'es', '3.50'],
    ['$4.737,48', 'es', '4737.48'],
    ['1.000,50 €', 'pt', '1000.50'],
    ['0,5', 'ro', '0.5'],
    ['1,000.50', 'en', '1000.50'],
    ['1,000', 'en', '1000'],
    ['3,50', 'en', '3.50'],
    ['1,234,567.89', 'en', '1234567.89'],
    ['5 USD', 'en', '5'],
    ['1 000,50', 'ru', '1000.50'],
    ['1\u00a0000,50', 'ru', '1000.50'],
    ['1\u202f000,50', 'ua', '1000.50'],
    ['1.500', 'ru', '1.500'],
  ])('reads %j in %s as %s', (text, locale, expected) => {
    // Proves the locale's separators (typed or pasted, with symbol or code) and the other decimal mark where it cannot be grouping.
    expect(parseLocaleAmount(text, locale)).toBe(expected);
  });

  it.each([['1,00,000'], ['1.2.3'], ['abc'], [''], ['-3'], ['1,'], ['1,000.000,5'], ['12a']])('refuses %j', (text) => {
    // Proves malformed grouping, letters, signs and trailing marks are not amounts.
    expect(parseLocaleAmount(text, 'en')).toBeNull();
  });

  it('reads back every amount the app formats, in every language, exactly', () => {
    // Proves formatAmount and parseLocaleAmount agree (no float anywhere): 2,000 pseudo-random amounts × 6 languages.
    let seed = 42n;
    for (let index = 0; index < 2000; index++) {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      const minor = seed % 10n ** BigInt(3 + (index % 13));
      const amount = formatMinor(minor, 'USD');
      for (const locale of ['en', 'es', 'pt', 'ro', 'ru', 'uk']) {
        const shown = formatAmount(amount, 'USD', { locale, withSymbol: index % 2 === 0 });
        const read = parseLocaleAmount(shown, locale);
        expect(read === null ? null : formatMinor(parseMinor(read, 'USD'), 'USD')).toBe(amount);
      }
    }
  });
});
