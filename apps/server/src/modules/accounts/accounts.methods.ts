import type { accountsMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { accountList } from './account-list.ts';
import { accountsTotal } from './accounts-total.ts';
import { addCurrency } from './add-currency.ts';
import { balanceInquiry } from './balance-inquiry.ts';

/** Main-API handlers of the accounts area. */
export const accountsHandlers = {
  accountList: async (input, ctx) => accountList(ctx.db, ctx.caller.customerId),
  balanceInquiry: async (input, ctx) => balanceInquiry(ctx.db, ctx.caller.customerId, input.accountId),
  addCurrency: async (input, ctx) => ({
    account: await addCurrency(ctx.db, ctx.caller.customerId, input.currencyCode),
  }),
  accountsTotal: async (input, ctx) => accountsTotal(ctx.db, ctx.caller.customerId, input.currencyCode),
} satisfies AreaHandlers<typeof accountsMethods>;
