import { actingCustomerId } from '../../rpc/context.ts';
import type { MethodHandlers } from '../../rpc/registry.ts';
import { listCustomerAccounts } from '../ledger/index.ts';

/** Main-API handlers of the accounts area. */
export const accountMethods: MethodHandlers = {
  accountList: async (input, ctx) => ({
    accounts: await listCustomerAccounts(ctx.db, actingCustomerId(ctx, input.fromCustomerId)),
  }),
};
