/** The FX module's public use cases. */
export { convertMinor, type Conversion } from './convert.ts';
export { getExchangeRate, rateText } from './get-exchange-rate.ts';
export { databaseRateProvider, type RateProvider } from './rate-provider.ts';
export { findUsdRates, upsertUsdRate } from './fx.repository.ts';
