import { parseRatio } from '@tessera/contract';

/**
 * Why an amount cannot be sent, known before the confirmation step from the server's preview
 * (the fee call and the account's available balance):
 * - `insufficient`: the total debited (amount and fee, in the account's currency) is above the
 *   available balance;
 * - `refused`: the preview itself was refused (a limit, 'LIM'; more decimals than the currency
 *   has, 'VF' too_many_decimals; a closed account, 'CA'), with the call's error.
 */
export type AmountProblem =
  { kind: 'insufficient'; available: string; totalDebit: string } | { kind: 'refused'; error: unknown };

/** True when decimal string `a` is above `b` (both non-negative, any number of decimals; exact). */
function isAbove(a: string, b: string): boolean {
  const [x, y] = [parseRatio(a), parseRatio(b)];
  return x.numerator * y.denominator > y.numerator * x.denominator;
}

/**
 * The problem with a previewed amount, or null when it can go to the confirmation step.
 * `totalDebit` and `available` are decimal strings in the source account's currency.
 */
export function amountProblem(preview: {
  quote?: { totalDebit: string } | undefined;
  error?: unknown;
  available?: string | undefined;
}): AmountProblem | null {
  if (preview.error) return { kind: 'refused', error: preview.error };
  const { quote, available } = preview;
  if (quote && available !== undefined && isAbove(quote.totalDebit, available))
    return { kind: 'insufficient', available, totalDebit: quote.totalDebit };
  return null;
}
