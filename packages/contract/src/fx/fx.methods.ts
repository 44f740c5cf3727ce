import { defineMethods } from '../method.ts';
import { defaultExchangeRatesMethod, exchangeRateMethod, updateExchangeRateMethod } from './fx.schemas.ts';

/** The exchange-rate area (spec 001 §3, §7). */
export const fxMethods = defineMethods({
  exchangeRate: exchangeRateMethod,
  defaultExchangeRates: defaultExchangeRatesMethod,
  updateExchangeRate: updateExchangeRateMethod,
});
