import { describe, expect, it } from 'vitest';
import { newRailReference } from './sandbox-payout-rail.ts';

describe('newRailReference (finding N-L3)', () => {
  // Proves references made back to back, within the same milliseconds, never repeat and keep their visible format.
  it('makes 1,000 back-to-back references without a duplicate', () => {
    const references = Array.from({ length: 1_000 }, (_, index) => newRailReference(index % 2 === 0 ? 'SBX' : 'SBI'));
    expect(new Set(references).size).toBe(1_000);
    for (const reference of references) expect(reference).toMatch(/^SB[XI]-[0-9A-F]{20}$/);
    // Prefixes were the clock and a counter before: consecutive ones shared their first 16 digits.
    const sharedPrefixes = references.slice(1).filter((reference, index) => {
      return reference.slice(4, 20) === references[index]?.slice(4, 20);
    });
    expect(sharedPrefixes).toEqual([]);
  });
});
