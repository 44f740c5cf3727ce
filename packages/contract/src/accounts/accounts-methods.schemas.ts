import { z } from 'zod';

import { accountSchema, decimalStringSchema } from '../accounts/accounts.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';

import { defineMethod } from '../method.ts';
import { accountIdSchema, supportedCurrencyCodeSchema } from '../transfers/transfers.schemas.ts';

/** Balance inquiry and adding a currency account (spec 001 §7). */

export const balanceInquiryMethod = defineMethod({
  name: 'balanceInquiry',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'One account of the signed-in customer with balance, available amount and holds.',
  request: onBehalfSchema.extend({ accountId: accountIdSchema }),
  response: z.object({ account: accountSchema }),
});

export const addCurrencyMethod = defineMethod({
  name: 'addCurrency',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Opens a payment account in a new currency (spec 001 §7 "add currency").',
  request: onBehalfSchema.extend({ currencyCode: supportedCurrencyCodeSchema }),
  response: z.object({ account: accountSchema }),
});

/** One rate an {@link accountsTotalMethod} reply used: units of the total's currency per unit of `currencyCode`. */
export const totalRateSchema = z.object({
  currencyCode: z.string(),
  /** Decimal string, 8 decimals at most (the exact rate is used for the sum). */
  rate: decimalStringSchema,
});

/**
 * `accountsTotal` (decision 0035, beyond the spec's list): the sum of the available balances of the
 * customer's accounts that are not closed, converted into `currencyCode` at the current exchange
 * rates — exactly, rounded half-to-even once to the currency's minor unit. An estimate, not a quote.
 */
export const accountsTotalMethod = defineMethod({
  name: 'accountsTotal',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    'The available balances of the customer’s open accounts summed in one currency at current rates (an estimate).',
  request: onBehalfSchema.extend({ currencyCode: supportedCurrencyCodeSchema }),
  response: z.object({
    currencyCode: z.string(),
    /** Decimal string in `currencyCode`. */
    total: decimalStringSchema,
    /** How many accounts the total counts. */
    accountCount: z.number().int(),
    /** The rate used for each account currency (1 for the total's own). */
    rates: z.array(totalRateSchema),
    /** When the newest rate used was set (ISO 8601); the total is as of then. */
    asOf: z.string(),
    /** Currencies of accounts left out because they have no rate (normally none). */
    excludedCurrencyCodes: z.array(z.string()),
    /** Every currency a total can be asked in: those with an exchange rate. */
    currencyCodes: z.array(z.string()),
  }),
});
