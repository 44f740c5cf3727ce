import type { fxMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { defaultExchangeRates, exchangeRate, updateExchangeRate } from './exchange-rates.ts';

/** Main-API handlers of exchange rates (spec 001 §5, §7). */
export const fxHandlers = {
  exchangeRate: async (input, ctx) => exchangeRate(ctx.db, input),
  defaultExchangeRates: async (_input, ctx) => defaultExchangeRates(ctx.db),
  updateExchangeRate: async (input, ctx) => updateExchangeRate(ctx.db, ctx.log, ctx.auth?.userId, input),
} satisfies AreaHandlers<typeof fxMethods>;
