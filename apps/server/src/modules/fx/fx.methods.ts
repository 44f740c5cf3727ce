import type { fxMethods } from '@tessera/contract';
import { parseRatio } from '@tessera/contract';
import { fieldError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { findUsdRates, upsertUsdRate } from './fx.repository.ts';
import { getExchangeRate, rateText } from './get-exchange-rate.ts';

/** Main-API handlers of exchange rates (spec 001 §5, §7). */
export const fxHandlers = {
  exchangeRate: async (input, ctx) => ({
    rate: rateText(await getExchangeRate(ctx.db, input.fromCurrencyCode, input.toCurrencyCode)),
    ...(input.fromCurrencyCode ? { fromCurrencyCode: input.fromCurrencyCode } : {}),
    ...(input.toCurrencyCode ? { toCurrencyCode: input.toCurrencyCode } : {}),
  }),
  defaultExchangeRates: async (_input, ctx) => ({
    rates: (await findUsdRates(ctx.db)).map((row) => ({
      fromCurrencyCode: 'USD',
      toCurrencyCode: row.currencyCode,
      rate: rateText(parseRatio(row.rate)),
      updatedAt: row.updatedAt.toISOString(),
    })),
  }),
  updateExchangeRate: async (input, ctx) => {
    // USD is the base every rate is stored against; its own rate is 1 by definition.
    if (input.currencyCode === 'USD') throw fieldError('currencyCode', 'invalid_value');
    await upsertUsdRate(ctx.db, input.currencyCode, input.rate);
    ctx.log.info(
      { currencyCode: input.currencyCode, rate: input.rate, adminUserId: ctx.auth?.userId },
      'exchange rate updated',
    );
    return { currencyCode: input.currencyCode, rate: input.rate };
  },
} satisfies AreaHandlers<typeof fxMethods>;
