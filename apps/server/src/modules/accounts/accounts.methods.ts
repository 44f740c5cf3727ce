import type { accountsMethods } from '@tessera/contract';
import { actingCustomerId } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { getOwnAccount, listCustomerAccounts, toWireAccount } from '../ledger/index.ts';
import { accountsTotal } from './accounts-total.ts';
import { addCurrency } from './add-currency.ts';

/** Main-API handlers of the accounts area. */
export const accountsHandlers = {
  accountList: async (input, ctx) => ({
    accounts: await listCustomerAccounts(ctx.db, actingCustomerId(ctx, input.fromCustomerId)),
  }),
  balanceInquiry: async (input, ctx) => ({
    account: toWireAccount(await getOwnAccount(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.accountId)),
  }),
  addCurrency: async (input, ctx) => ({
    account: await addCurrency(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.currencyCode),
  }),
  accountsTotal: async (input, ctx) =>
    accountsTotal(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.currencyCode),
} satisfies AreaHandlers<typeof accountsMethods>;
