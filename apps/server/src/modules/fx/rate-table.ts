import { divideRatio, parseRatio, type Ratio } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { findUsdRates } from './fx.repository.ts';

/** Every current rate read at once, for work that converts many amounts with one consistent set. */
export interface RateTable {
  /** Every currency with a rate, USD (the base) first. */
  currencyCodes: string[];
  /** Units of `to` bought by one unit of `from`, exactly (cross rates through USD); null without a rate. */
  rate(from: string, to: string): Ratio | null;
  /** When the USD rate of `currencyCode` was last set; undefined for USD (always 1) and unknown codes. */
  updatedAt(currencyCode: string): Date | undefined;
}

/**
 * Reads the USD-based rates of `fx_rates` once (spec 001 §5) and answers cross rates exactly, like
 * the database rate provider, without a query per pair.
 */
export async function currentRateTable(db: Executor): Promise<RateTable> {
  const rows = await findUsdRates(db);
  const rates = new Map<string, Ratio>(rows.map((row) => [row.currencyCode, parseRatio(row.rate)]));
  rates.set('USD', { numerator: 1n, denominator: 1n });
  const updated = new Map(rows.map((row) => [row.currencyCode, row.updatedAt]));
  return {
    currencyCodes: ['USD', ...rows.map((row) => row.currencyCode).filter((code) => code !== 'USD')],
    rate(from, to) {
      const fromRate = rates.get(from);
      const toRate = rates.get(to);
      if (!fromRate || !toRate || fromRate.numerator === 0n) return null;
      return divideRatio(toRate, fromRate);
    },
    updatedAt: (currencyCode) => updated.get(currencyCode),
  };
}
