import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payoutBlacklist } from './blacklist.schema.ts';

/** True when `customerId` has put `email` on their payout blacklist (case-insensitive). */
export async function isOnPayoutBlacklist(db: Executor, customerId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: payoutBlacklist.email })
    .from(payoutBlacklist)
    .where(
      and(
        eq(payoutBlacklist.customerId, customerId),
        eq(sql`lower(${payoutBlacklist.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
