import { z } from 'zod';
import { defineMethod } from '../method.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';

/** Account type codes (spec 001 §3). Card types span 2006–2135. */
export const accountTypes = {
  payment: 1001,
  prepayment: 4001,
  receiving: 4002,
  cardMin: 2006,
  cardMax: 2135,
} as const;

/** accountStatusId 11 means closed (spec 001 §3). */
export const closedAccountStatusId = 11;
/** Status of a normal, open account. */
export const activeAccountStatusId = 1;

/** A decimal amount as sent on the wire: "1250.50", "-3.00". */
export const decimalStringSchema = z.string().regex(/^-?\d{1,30}(\.\d{1,18})?$/, { error: 'invalid_amount' });

/** Account entity (spec 001 §3). Amounts are decimal strings in the account's currency. */
export const accountSchema = z.object({
  accountId: z.number().int(),
  type: z.number().int(),
  subType: z.enum(['PREPAID', 'DEBIT']).optional(),
  accountStatusId: z.number().int(),
  balance: decimalStringSchema,
  accountBalanceMin: decimalStringSchema,
  pendingAmount: decimalStringSchema,
  /** balance − pendingAmount: what can be spent now (holds reserve the rest). */
  availableBalance: decimalStringSchema,
  settlementAccountId: z.number().int().optional(),
  cardIsVirtual: z.boolean().optional(),
  cardExpiryMonth: z.number().int().min(1).max(12).optional(),
  cardExpiryYear: z.number().int().optional(),
  cardReissuedStatusId: z.number().int().optional(),
  cardAliasName: z.string().optional(),
  customerId: z.number().int(),
  currencyCode: z.string().min(3).max(5),
});
export type Account = z.infer<typeof accountSchema>;

/** `accountList`: the signed-in customer's accounts, every status. */
export const accountListMethod = defineMethod({
  name: 'accountList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: "The signed-in customer's accounts with balances as decimal strings (spec 001 §3).",
  request: onBehalfSchema,
  response: z.object({ accounts: z.array(accountSchema) }),
});
