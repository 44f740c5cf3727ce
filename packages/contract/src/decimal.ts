/**
 * Exact decimal arithmetic for rates and percentages (no floating point): a decimal string is
 * read as a fraction of bigints, and products are rounded half-to-even to whole minor units.
 */

/** A non-negative rational number `numerator / denominator` (denominator > 0). */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

const decimalText = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

/** Reads a non-negative decimal string ("0.92", "4.5781", "95000") as an exact ratio. @throws Error for other text. */
export function parseRatio(text: string): Ratio {
  const match = decimalText.exec(text.trim());
  if (!match) throw new Error(`not a non-negative decimal: "${text}"`);
  const [, whole = '0', fraction = ''] = match;
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** Divides two ratios (b must be non-zero). */
export function divideRatio(a: Ratio, b: Ratio): Ratio {
  if (b.numerator === 0n) throw new Error('division by zero');
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator };
}

/**
 * Rounds `numerator / denominator` to the nearest integer, ties to even (banker's rounding).
 * Works for negative numerators; the denominator must be positive.
 */
export function roundHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('denominator must be positive');
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const quotient = absolute / denominator;
  const remainder = absolute % denominator;
  const twice = remainder * 2n;
  let rounded = quotient;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) rounded += 1n;
  return negative ? -rounded : rounded;
}

/** Formats a ratio as a decimal string with at most `decimals` places (half-even), trailing zeros removed. */
export function formatRatio(ratio: Ratio, decimals = 8): string {
  const scaled = roundHalfEven(ratio.numerator * 10n ** BigInt(decimals), ratio.denominator);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
