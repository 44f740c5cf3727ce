import type { blacklistMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { payoutBlacklistAdd, payoutBlacklistDelete, payoutBlacklistGet } from './blacklist.ts';

/** Main-API handlers of the payout blacklist (spec 001 §7 "Blacklist get, add, delete"). */
export const blacklistHandlers = {
  payoutBlacklistGet: async (_input, ctx) => payoutBlacklistGet(ctx.db, ctx.auth.customerId),
  payoutBlacklistAdd: async (input, ctx) => payoutBlacklistAdd(ctx.db, ctx.auth.customerId, input),
  payoutBlacklistDelete: async (input, ctx) => payoutBlacklistDelete(ctx.db, ctx.auth.customerId, input),
} satisfies AreaHandlers<typeof blacklistMethods>;
