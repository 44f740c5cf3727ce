import { z } from 'zod';

import { accountSchema } from '../accounts/accounts.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';

import { defineMethod } from '../method.ts';
import { accountIdSchema, supportedCurrencyCodeSchema } from '../transfers/transfers.schemas.ts';

/** Balance inquiry and adding a currency account (spec 001 §7). */

export const balanceInquiryMethod = defineMethod({
  name: 'balanceInquiry',
  access: 'customer',
  accessRight: 'read',
  summary: 'One account of the signed-in customer with balance, available amount and holds.',
  request: onBehalfSchema.extend({ accountId: accountIdSchema }),
  response: z.object({ account: accountSchema }),
});

export const addCurrencyMethod = defineMethod({
  name: 'addCurrency',
  access: 'customer',
  summary: 'Opens a payment account in a new currency (spec 001 §7 "add currency").',
  request: onBehalfSchema.extend({ currencyCode: supportedCurrencyCodeSchema }),
  response: z.object({ account: accountSchema }),
});
