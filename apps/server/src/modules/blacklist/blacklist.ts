import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';

/**
 * True when `customerId` has put `email` on their payout blacklist (case-insensitive), through the
 * database function `blacklist_payout_contains` (migration 0025), which a use case may also call
 * inside a larger read.
 */
export async function isOnPayoutBlacklist(db: Executor, customerId: number, email: string): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select blacklist_payout_contains(${customerId}, ${email.trim().toLowerCase()}) as contained`,
  );
  return row?.contained === true;
}
