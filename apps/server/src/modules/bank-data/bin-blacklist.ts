import type { Executor } from '../../db/client.ts';
import { listBlockedBins } from './bank-data.repository.ts';

/** `binBlacklist` (spec 001 §7): the card BINs payouts refuse, ascending, at most `maxBinBlacklistEntries`. */
export async function binBlacklist(db: Executor): Promise<{ binNumbers: string[] }> {
  return { binNumbers: await listBlockedBins(db) };
}
