/** The FX module's public use cases. */
export { convertMinor } from './convert.ts';
export { getExchangeRate, rateText } from './get-exchange-rate.ts';
export { databaseRateProvider } from './rate-provider.ts';
export { currentRateTable } from './rate-table.ts';
