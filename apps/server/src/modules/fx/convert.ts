import { currencyExponent, roundHalfEven, type Ratio } from '@tessera/contract';

/** The result of converting an amount: the rounded target amount and the exact value it rounds. */
export interface Conversion {
  /** Target amount in minor units of the target currency, rounded half-to-even. */
  toMinor: bigint;
  /** The exact target amount in minor units as a fraction, before rounding (for the record). */
  exact: Ratio;
}

/**
 * Converts `amountMinor` of `fromCurrency` at `rate` (units of `to` per unit of `from`) into minor
 * units of `toCurrency`, rounding half-to-even to the target's minor unit (explicit,
 * documented rounding). The difference between `exact` and `toMinor` stays with the FX position.
 */
export function convertMinor(amountMinor: bigint, fromCurrency: string, toCurrency: string, rate: Ratio): Conversion {
  const shift = currencyExponent(toCurrency) - currencyExponent(fromCurrency);
  const numerator = amountMinor * rate.numerator * (shift > 0 ? 10n ** BigInt(shift) : 1n);
  const denominator = rate.denominator * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
  return { toMinor: roundHalfEven(numerator, denominator), exact: { numerator, denominator } };
}
