import type { blacklistMethods, MethodParsedRequest, MethodResponse } from '@tessera/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { payoutBlacklist } from './blacklist.schema.ts';

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

/** Most e-mails on one payout blacklist. */
const maxBlacklistEntries = 500;

type BlacklistRequest<Name extends keyof typeof blacklistMethods> = MethodParsedRequest<
  (typeof blacklistMethods)[Name]
>;
type BlacklistResponse<Name extends keyof typeof blacklistMethods> = MethodResponse<(typeof blacklistMethods)[Name]>;

/** `payoutBlacklistGet` (spec 001 §7 "Blacklist get"): the customer's blocked e-mails, by e-mail, at most 500. */
export async function payoutBlacklistGet(
  db: Executor,
  customerId: number,
): Promise<BlacklistResponse<'payoutBlacklistGet'>> {
  const rows = await db
    .select()
    .from(payoutBlacklist)
    .where(eq(payoutBlacklist.customerId, customerId))
    .orderBy(payoutBlacklist.email)
    .limit(maxBlacklistEntries);
  return {
    entries: rows.map((row) => ({
      email: row.email,
      blockType: row.blockType === 'p2p' ? ('p2p' as const) : ('all' as const),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** `payoutBlacklistAdd` (spec 001 §7 "Blacklist add"): blocks an e-mail (lower-cased), or changes its block type. */
export async function payoutBlacklistAdd(
  db: Executor,
  customerId: number,
  input: BlacklistRequest<'payoutBlacklistAdd'>,
): Promise<BlacklistResponse<'payoutBlacklistAdd'>> {
  const email = input.email.toLowerCase();
  await db
    .insert(payoutBlacklist)
    .values({ customerId, email, blockType: input.blockType })
    .onConflictDoUpdate({
      target: [payoutBlacklist.customerId, payoutBlacklist.email],
      set: { blockType: input.blockType },
    });
  return { email, blockType: input.blockType };
}

/**
 * `payoutBlacklistDelete` (spec 001 §7 "Blacklist delete"): unblocks an e-mail (case-insensitive).
 * @throws AppError 'VF' `entry_not_found` on `email` when it was not blocked.
 */
export async function payoutBlacklistDelete(
  db: Executor,
  customerId: number,
  input: BlacklistRequest<'payoutBlacklistDelete'>,
): Promise<BlacklistResponse<'payoutBlacklistDelete'>> {
  const deleted = await db
    .delete(payoutBlacklist)
    .where(
      and(
        eq(payoutBlacklist.customerId, customerId),
        eq(sql`lower(${payoutBlacklist.email})`, input.email.toLowerCase()),
      ),
    )
    .returning({ email: payoutBlacklist.email });
  if (deleted.length === 0) throw fieldError('email', 'entry_not_found');
  return { email: input.email.toLowerCase() };
}
