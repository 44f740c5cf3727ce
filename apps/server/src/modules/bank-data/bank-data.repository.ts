import { maxBinBlacklistEntries } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { binBlacklist } from './bank-data.schema.ts';

/** The blocked BINs in ascending order, at most {@link maxBinBlacklistEntries}. */
export async function listBlockedBins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ binNumber: binBlacklist.binNumber })
    .from(binBlacklist)
    .orderBy(binBlacklist.binNumber)
    .limit(maxBinBlacklistEntries);
  return rows.map((row) => row.binNumber);
}

/** Whether payouts refuse cards of this six-digit BIN. */
export async function isBinBlocked(db: Executor, binNumber: string): Promise<boolean> {
  const rows = await db
    .select({ binNumber: binBlacklist.binNumber })
    .from(binBlacklist)
    .where(eq(binBlacklist.binNumber, binNumber))
    .limit(1);
  return rows.length > 0;
}
