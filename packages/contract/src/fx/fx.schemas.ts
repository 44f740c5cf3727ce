import { z } from 'zod';

import { defineMethod } from '../method.ts';
import { currencyCodeSchema, supportedCurrencyCodeSchema } from '../transfers/transfers.schemas.ts';

/** Exchange rates (spec 001 §3, §7). */

export const exchangeRateMethod = defineMethod({
  name: 'exchangeRate',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Exchange rate between two currencies; 1 when equal or one is missing (spec 001 §5).',
  request: z.object({ fromCurrencyCode: currencyCodeSchema.optional(), toCurrencyCode: currencyCodeSchema.optional() }),
  response: z.object({
    rate: z.string(),
    fromCurrencyCode: z.string().optional(),
    toCurrencyCode: z.string().optional(),
  }),
});

export const defaultExchangeRatesMethod = defineMethod({
  name: 'defaultExchangeRates',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'The rates of every supported currency against USD.',
  request: z.object({}),
  response: z.object({
    rates: z.array(
      z.object({ fromCurrencyCode: z.string(), toCurrencyCode: z.string(), rate: z.string(), updatedAt: z.string() }),
    ),
  }),
});

export const updateExchangeRateMethod = defineMethod({
  name: 'updateExchangeRate',
  callers: { signedIn: 'admin' },
  summary: 'Sets the rate of a currency of the currency table against USD (admin).',
  request: z.object({
    currencyCode: supportedCurrencyCodeSchema,
    rate: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,12})?$/, { error: 'invalid_amount' })
      .refine((value) => /[1-9]/.test(value), { error: 'amount_not_positive' }),
  }),
  response: z.object({ currencyCode: z.string(), rate: z.string() }),
});
