import { describe, expect, it } from 'vitest';
import { divideRatio, formatRatio, parseRatio, roundHalfEven } from './decimal.ts';

describe('exact decimal arithmetic', () => {
  it('rounds half to even, for positive and negative values', () => {
    // Proves banker's rounding: ties go to the even neighbour, others to the nearest.
    expect([5n, 15n, 25n, 35n].map((value) => roundHalfEven(value, 10n))).toEqual([0n, 2n, 2n, 4n]);
    expect(roundHalfEven(-25n, 10n)).toBe(-2n);
    expect(roundHalfEven(26n, 10n)).toBe(3n);
    expect(roundHalfEven(24n, 10n)).toBe(2n);
    expect(roundHalfEven(1n, 3n)).toBe(0n);
    expect(roundHalfEven(2n, 3n)).toBe(1n);
  });

  it('reads and divides rates exactly', () => {
    // Proves cross rates are computed without floating point.
    const usdEur = parseRatio('0.92');
    const usdGbp = parseRatio('0.79');
    expect(formatRatio(divideRatio(usdGbp, usdEur))).toBe('0.85869565');
    expect(formatRatio(parseRatio('4.5800'))).toBe('4.58');
    expect(() => parseRatio('-1')).toThrow();
    expect(() => parseRatio('1e3')).toThrow();
  });
});
