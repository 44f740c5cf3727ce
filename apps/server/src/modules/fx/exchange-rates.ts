import { parseRatio, type fxMethods, type MethodParsedRequest, type MethodResponse } from '@tessera/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { findUsdRates, upsertUsdRate } from './fx.repository.ts';
import { getExchangeRate, rateText } from './get-exchange-rate.ts';

type FxRequest<Name extends keyof typeof fxMethods> = MethodParsedRequest<(typeof fxMethods)[Name]>;
type FxResponse<Name extends keyof typeof fxMethods> = MethodResponse<(typeof fxMethods)[Name]>;

/**
 * `exchangeRate` (spec 001 §5, §7): the rate between two currencies as a decimal string (1 when
 * they are equal or either is missing), with the currencies asked for.
 * @throws AppError 'VF' when a currency has no rate.
 */
export async function exchangeRate(
  db: Executor,
  input: FxRequest<'exchangeRate'>,
): Promise<FxResponse<'exchangeRate'>> {
  return {
    rate: rateText(await getExchangeRate(db, input.fromCurrencyCode, input.toCurrencyCode)),
    ...(input.fromCurrencyCode ? { fromCurrencyCode: input.fromCurrencyCode } : {}),
    ...(input.toCurrencyCode ? { toCurrencyCode: input.toCurrencyCode } : {}),
  };
}

/** `defaultExchangeRates` (spec 001 §7): every stored rate from USD, with when it was set. */
export async function defaultExchangeRates(db: Executor): Promise<FxResponse<'defaultExchangeRates'>> {
  return {
    rates: (await findUsdRates(db)).map((row) => ({
      fromCurrencyCode: 'USD',
      toCurrencyCode: row.currencyCode,
      rate: rateText(parseRatio(row.rate)),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/**
 * `updateExchangeRate` (administrator): sets a currency's rate from USD, and logs who set it.
 * @throws AppError 'VF' `invalid_value` on `currencyCode` for USD, the base whose rate is 1 by definition.
 */
export async function updateExchangeRate(
  db: Executor,
  log: FastifyBaseLogger,
  adminUserId: number | undefined,
  input: FxRequest<'updateExchangeRate'>,
): Promise<FxResponse<'updateExchangeRate'>> {
  // USD is the base every rate is stored against; its own rate is 1 by definition.
  if (input.currencyCode === 'USD') throw fieldError('currencyCode', 'invalid_value');
  await upsertUsdRate(db, input.currencyCode, input.rate);
  log.info({ currencyCode: input.currencyCode, rate: input.rate, adminUserId }, 'exchange rate updated');
  return { currencyCode: input.currencyCode, rate: input.rate };
}
