import { composeIBAN } from 'ibantools';
import { z } from 'zod';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';
import { accountIdSchema, currencyCodeSchema, positiveAmountSchema } from '../transfers/transfers.schemas.ts';

/**
 * Money in from outside (decisions 0040, 0051): the bank details a customer gives a payer,
 * with a reference unique to the account; incoming payments matched by that reference; the ones that
 * match nothing wait for an administrator to assign or return them.
 */

/**
 * The deposit reference of an account: "TS", the account id in 10 digits and two ISO 7064 MOD 97-10
 * check digits (like an IBAN's), so a mistyped reference matches no account instead of another one.
 */
export function depositReference(accountId: number): string {
  const digits = String(accountId).padStart(10, '0');
  const check = 98n - ((BigInt(digits) * 100n) % 97n);
  return `TS${digits}${String(check).padStart(2, '0')}`;
}

/** The account a deposit reference names (spaces and case ignored), or undefined when its check digits fail. */
export function accountOfDepositReference(reference: string): number | undefined {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  const match = /TS(\d{10})(\d{2})/.exec(compact);
  if (!match?.[1] || !match[2]) return undefined;
  const accountId = Number(match[1]);
  return depositReference(accountId) === `TS${match[1]}${match[2]}` ? accountId : undefined;
}

/**
 * A GB IBAN (ISO 13616) from a bank code (4 letters), a sort code (6 digits) and an account number
 * (8 digits), with its check digits; the deposit instructions' account of the sandbox bank.
 * @throws Error when the parts do not form a GB BBAN.
 */
export function composeSandboxIban(bankCode: string, sortCode: string, accountNumber: string): string {
  const iban = composeIBAN({ countryCode: 'GB', bban: `${bankCode}${sortCode}${accountNumber}` });
  if (!iban) throw new Error('not a GB BBAN');
  return iban;
}

export const depositInstructionsMethod = defineMethod({
  name: 'depositInstructions',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  errors: ['CA'],
  summary: "Bank details to add money to one of the customer's payment accounts, with its unique reference.",
  request: onBehalfSchema.extend({ accountId: accountIdSchema }),
  response: z.object({
    accountId: z.number().int(),
    currencyCode: z.string(),
    /** Who the payer pays: the customer's name held at the brand. */
    beneficiaryName: z.string(),
    bankName: z.string(),
    bankAddress: z.string(),
    bic: z.string(),
    iban: z.string(),
    /** The reference the payer must quote; payments without it wait for manual matching. */
    reference: z.string(),
    /** Domestic details where the currency has them (USD: ACH routing and account number; GBP: sort code). */
    routingNumber: z.string().optional(),
    accountNumber: z.string().optional(),
    sortCode: z.string().optional(),
    /** True for the sandbox bank: no real money can be sent to these details. */
    sandbox: z.boolean(),
  }),
});

export const depositSimulateMethod = defineMethod({
  name: 'depositSimulate',
  callers: { signedIn: 'admin' },
  sandboxOnly: true,
  summary:
    'Sandbox only: the sandbox rail receives a bank payment and reports it to Tessera by its signed webhook, as a real bank would.',
  request: z.object({
    amount: positiveAmountSchema,
    currencyCode: currencyCodeSchema,
    reference: z.string().trim().max(140, { error: 'too_long' }).default(''),
    senderName: z.string().trim().min(1, { error: 'required' }).max(140, { error: 'too_long' }),
    senderAccount: z.string().trim().max(64, { error: 'too_long' }).optional(),
  }),
  response: z.object({ railReference: z.string() }),
});

/** An incoming payment as the administrator sees it. */
export const incomingPaymentSchema = z.object({
  id: z.string(),
  amount: z.string(),
  currencyCode: z.string(),
  reference: z.string(),
  senderName: z.string(),
  senderAccount: z.string().optional(),
  status: z.enum(['credited', 'unmatched', 'assigned', 'returned']),
  accountId: z.number().int().optional(),
  receivedAt: z.string(),
});

export const unmatchedDepositListMethod = defineMethod({
  name: 'unmatchedDepositList',
  callers: { signedIn: 'admin' },
  summary: 'Incoming payments whose reference matched no account, oldest first, waiting to be assigned or returned.',
  request: z.object({}),
  response: z.object({ deposits: z.array(incomingPaymentSchema) }),
});

export const unmatchedDepositAssignMethod = defineMethod({
  name: 'unmatchedDepositAssign',
  callers: { signedIn: 'admin' },
  summary: 'Credits an unmatched incoming payment to a payment account in its currency, exactly once.',
  request: z.object({
    id: z.string().trim().min(1, { error: 'required' }).max(64),
    accountId: accountIdSchema,
  }),
  response: incomingPaymentSchema,
});

export const unmatchedDepositReturnMethod = defineMethod({
  name: 'unmatchedDepositReturn',
  callers: { signedIn: 'admin' },
  summary: 'Sends an unmatched incoming payment back to its sender; nothing is credited.',
  request: z.object({ id: z.string().trim().min(1, { error: 'required' }).max(64) }),
  response: incomingPaymentSchema,
});
