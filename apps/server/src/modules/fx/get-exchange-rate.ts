import { formatRatio, type Ratio } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { databaseRateProvider, type RateProvider } from './rate-provider.ts';

const one: Ratio = { numerator: 1n, denominator: 1n };

/**
 * The exchange rate between two currencies (spec 001 §5): 1 when they are equal (case-insensitive)
 * or either is missing; otherwise the provider's rate.
 * @throws AppError 'VF' when a currency has no rate.
 */
export async function getExchangeRate(
  db: Executor,
  from: string | undefined,
  to: string | undefined,
  provider: RateProvider = databaseRateProvider,
): Promise<Ratio> {
  if (!from || !to || from.toUpperCase() === to.toUpperCase()) return one;
  const rate = await provider.rate(db, from, to);
  if (!rate) {
    throw new AppError('VF', `No exchange rate from ${from.toUpperCase()} to ${to.toUpperCase()}.`, [
      { field: 'currency', code: 'unsupported_currency', description: 'This currency is not supported.' },
    ]);
  }
  return rate;
}

/** The rate as the decimal string sent on the wire (8 decimals at most). */
export function rateText(rate: Ratio): string {
  return formatRatio(rate, 8);
}
