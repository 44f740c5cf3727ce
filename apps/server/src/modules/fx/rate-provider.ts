import { divideRatio, parseRatio, type Ratio } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { findUsdRates } from './fx.repository.ts';

/**
 * Where exchange rates come from ("behind a rate-provider interface"). The database
 * provider reads the admin-maintained table; a market-data provider would be another implementation.
 */
export interface RateProvider {
  /** Units of `to` bought by one unit of `from`, exactly; null when either currency has no rate. */
  rate(db: Executor, from: string, to: string): Promise<Ratio | null>;
  /** Every currency with a rate, including the base. */
  currencies(db: Executor): Promise<string[]>;
}

/** Reads USD-based rates from `fx_rates` and derives cross rates exactly (rate(A→B) = usd→B ÷ usd→A). */
export const databaseRateProvider: RateProvider = {
  async rate(db, from, to) {
    const rates = new Map((await findUsdRates(db)).map((row) => [row.currencyCode, parseRatio(row.rate)]));
    rates.set('USD', { numerator: 1n, denominator: 1n });
    const fromRate = rates.get(from.toUpperCase());
    const toRate = rates.get(to.toUpperCase());
    if (!fromRate || !toRate || fromRate.numerator === 0n) return null;
    return divideRatio(toRate, fromRate);
  },
  async currencies(db) {
    return ['USD', ...(await findUsdRates(db)).map((row) => row.currencyCode)];
  },
};
