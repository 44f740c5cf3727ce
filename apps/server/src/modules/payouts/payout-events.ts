import { z } from 'zod';
import { defineEvent } from '../../platform/events.ts';

/**
 * `payout.failed` (decisions 0040, 0131): the rail refused or failed a payout, whose hold was voided
 * (amount and fee back in the available balance) and limit usage given back in the same
 * transaction. Published in that transaction.
 */
export const payoutFailed = defineEvent({
  type: 'payout.failed',
  aggregateType: 'payout',
  payload: z.object({
    payoutId: z.string(),
    customerId: z.number().int().positive(),
    /** The user who submitted the payout. */
    userId: z.number().int().positive(),
    /** The rail's reason code, e.g. `R01`, or `failed`. */
    code: z.string().max(100),
  }),
});

/**
 * `deposit.credited` (decisions 0040, 0131): a bank payment reported by a rail was credited to a
 * customer's payment account (at once by its reference, or later by an administrator). Published
 * in the crediting transaction; ordered per account.
 */
export const depositCredited = defineEvent({
  type: 'deposit.credited',
  aggregateType: 'account',
  payload: z.object({
    customerId: z.number().int().positive(),
    accountId: z.number().int().positive(),
    /** The ledger transfer that credited it. */
    transferId: z.string(),
    /** Decimal string in the currency's minor-unit precision, e.g. `"1250.50"`. */
    amount: z.string(),
    currencyCode: z.string(),
  }),
});
