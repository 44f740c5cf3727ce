import { isSupportedCurrency } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fxRates } from './fx.schema.ts';

/**
 * Rates stored against USD: one USD buys `rate` units of `toCurrency`. Only currencies of the
 * contract's currency table count; a row for anything else (such as "NULL" or "NAN", which an
 * earlier version let an admin create, decision 0017) is ignored, so it cannot be opened or traded.
 */
export async function findUsdRates(db: Executor): Promise<{ currencyCode: string; rate: string; updatedAt: Date }[]> {
  const rows = await db.select().from(fxRates).where(eq(fxRates.fromCurrency, 'USD'));
  return rows
    .filter((row) => isSupportedCurrency(row.toCurrency))
    .map((row) => ({ currencyCode: row.toCurrency, rate: row.rate, updatedAt: row.updatedAt }));
}

export async function upsertUsdRate(db: Executor, currencyCode: string, rate: string): Promise<void> {
  await db
    .insert(fxRates)
    .values({ fromCurrency: 'USD', toCurrency: currencyCode, rate, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [fxRates.fromCurrency, fxRates.toCurrency], set: { rate, updatedAt: new Date() } });
}
