import { actingCustomerId } from '../../rpc/context.ts';
import type { MethodHandlers } from '../../rpc/registry.ts';
import { getOwnAccount, listCustomerAccounts, toWireAccount } from '../ledger/index.ts';
import { addCurrency } from './add-currency.ts';

/** Main-API handlers of the accounts area. */
export const accountMethods: MethodHandlers = {
  accountList: async (input, ctx) => ({
    accounts: await listCustomerAccounts(ctx.db, actingCustomerId(ctx, input.fromCustomerId)),
  }),
  balanceInquiry: async (input, ctx) => ({
    account: toWireAccount(await getOwnAccount(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.accountId)),
  }),
  addCurrency: async (input, ctx) => ({
    account: await addCurrency(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.currencyCode),
  }),
};
