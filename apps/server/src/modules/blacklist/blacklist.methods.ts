import type { blacklistMethods } from '@tessera/contract';
import { and, eq, sql } from 'drizzle-orm';
import { payoutBlacklist } from './blacklist.schema.ts';
import { fieldError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';

/** Most e-mails on one payout blacklist. */
const maxBlacklistEntries = 500;

/** Main-API handlers of the payout blacklist (spec 001 §7 "Blacklist get, add, delete"). */
export const blacklistHandlers = {
  payoutBlacklistGet: async (_input, ctx) => {
    const { customerId } = ctx.auth;
    const rows = await ctx.db
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
  },
  payoutBlacklistAdd: async (input, ctx) => {
    const { customerId } = ctx.auth;
    const email = input.email.toLowerCase();
    await ctx.db
      .insert(payoutBlacklist)
      .values({ customerId, email, blockType: input.blockType })
      .onConflictDoUpdate({
        target: [payoutBlacklist.customerId, payoutBlacklist.email],
        set: { blockType: input.blockType },
      });
    return { email, blockType: input.blockType };
  },
  payoutBlacklistDelete: async (input, ctx) => {
    const { customerId } = ctx.auth;
    const deleted = await ctx.db
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
  },
} satisfies AreaHandlers<typeof blacklistMethods>;
