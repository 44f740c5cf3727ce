import { z } from 'zod';
import { calendarDateSchema } from '../validation.ts';

import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { emailSchema } from '../auth/auth.schemas.ts';
import { defineMethod } from '../method.ts';
import { isSupportedCurrency } from '../money.ts';
import { approvalModeSchema, type ApprovalMode } from '../approvals/approval-modes.ts';
import { payoutKinds } from '../payouts/payout-catalog.ts';
import { lookupRateLimit } from '../lookup-rate-limit.ts';

/**
 * Money-moving and money-quoting methods of spec 001 §7 "Transfers" and "Accounts". Amounts are
 * decimal strings in the named currency; the server parses them into minor units and refuses
 * anything else ('VF'). Money-moving methods accept an `Idempotency-Key` header.
 */

/** A positive decimal amount with at most 8 decimals and at most 15 integer digits (< 2^63 minor units at 8 decimals… and far below for 2). */
export const positiveAmountSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, { error: 'invalid_amount' })
  .refine((value) => /[1-9]/.test(value), { error: 'amount_not_positive' });

/** ISO 4217-style currency code (3–5 letters), upper-cased. */
export const currencyCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z]{3,5}$/, { error: 'invalid_currency' })
  .transform((value) => value.toUpperCase());

/** A currency code of the contract's currency table (`currencyExponents`): 'unsupported_currency' otherwise. */
export const supportedCurrencyCodeSchema = currencyCodeSchema.refine(isSupportedCurrency, {
  error: 'unsupported_currency',
});

export const accountIdSchema = z.coerce
  .number({ error: 'required' })
  .int({ error: 'invalid_number' })
  .positive({ error: 'invalid_number' })
  .max(2 ** 53 - 1);

/** A submit's approval mode on the wire (spec 001 §4): the numbers of {@link approvalModes}. */
export const approveTypeSchema = approvalModeSchema;
export type ApproveType = ApprovalMode;

/** Payment meta of a quote (spec 001 §3): rate, amount received and fee. */
export const quoteSchema = z.object({
  fee: z.string(),
  feeCurrencyCode: z.string(),
  exchangeRate: z.string(),
  toAmount: z.string(),
  toCurrencyCode: z.string(),
  /** What leaves the sender's account: amount + fee, in the sender's currency. */
  totalDebit: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * Reply of every money submit (spec 001 §3 "Submit result: operationId, approveType, approvalSentTo,
 * availableApprovalMethods"), with the quote applied (fee, feeCurrencyCode, rate, amounts). Decision 0024.
 */
export const transferResultSchema = quoteSchema.extend({
  /**
   * The submit's id: the `trxid` that approveTransfer, declineTransfer, approvalStatus and
   * resendApprovalCode take. The same value as `transactionId`.
   */
  operationId: z.string(),
  /** The submit's transaction: the held transfer while it waits for approval, else the posted one. */
  transactionId: z.string(),
  /** How this submit is approved: the customer's approval mode, none when it posted at once. */
  approveType: approveTypeSchema,
  /**
   * The approval modes this submit could be approved with, in wire order: approvalCode (e-mail)
   * always, sms with a mobile number, otp with an authenticator app, push with a linked device.
   * Empty when nothing waits for approval (approveType none).
   */
  availableApprovalMethods: z.array(approveTypeSchema),
  status: z.enum(['completed', 'processing']),
  /** Where the approval code went (masked phone or e-mail) when approveType is sms or approvalCode. */
  approvalSentTo: z.string().optional(),
  /**
   * Present when the payment became a business transaction request (decision 0105): its id, the
   * request waiting for colleagues' approval; the web then says 'approval transaction created'
   * (spec 001 §4). status is 'processing' and approveType none.
   */
  transactionRequestId: z.string().optional(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** The e-mail rule of spec 001 §5: longer than 5 characters, an at sign and a dot. */
export function isPlausibleEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 5 && trimmed.includes('@') && trimmed.includes('.');
}

/**
 * The payee check (spec 001 §3 "Payee check response: exist, exists, isEmployee, outBlacklist"): those
 * four flags and nothing else, so it cannot be used to learn customers' names (decision 0137). Whether
 * an e-mail is a customer's is still worth walking a list for, so it counts per customer like the
 * bank lookups ({@link lookupRateLimit}).
 */
export const checkEmailMethod = defineMethod({
  name: 'checkEmail',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Whether a payee e-mail belongs to a customer, is an employee, or is on your payout blacklist.',
  customerRateLimit: lookupRateLimit,
  request: z.object({ email: z.string().trim().pipe(emailSchema) }),
  response: z.object({
    exist: z.boolean(),
    exists: z.boolean(),
    isEmployee: z.boolean(),
    outBlacklist: z.boolean(),
  }),
});

const p2pBase = onBehalfSchema.extend({
  fromAccount: accountIdSchema,
  toEmail: z.string().trim().pipe(emailSchema),
  amount: positiveAmountSchema,
  currency: currencyCodeSchema,
});

export const p2pFeeMethod = defineMethod({
  name: 'p2pFee',
  callers: { signedIn: 'customer', actFor: 'initiate', money: 'sendMoneyUser' },
  errors: ['LIM', 'CA', 'AL', 'KYC'],
  summary: 'Preview of a person-to-person transfer: fee, rate and amount received.',
  request: p2pBase,
  response: quoteSchema,
});

export const p2pTransferMethod = defineMethod({
  name: 'p2pTransfer',
  callers: { signedIn: 'customer', actFor: 'initiate', money: 'sendMoneyUser' },
  idempotency: 'required',
  errors: ['ISF', 'LIM', 'CA', 'AL', 'KYC'],
  summary: 'Sends money to another customer by e-mail (idempotent with Idempotency-Key).',
  request: p2pBase.extend({ note: z.string().trim().max(140, { error: 'too_long' }).optional() }),
  response: transferResultSchema,
});

export const p2pBeneficiaryListMethod = defineMethod({
  name: 'p2pBeneficiaryList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'People the customer has sent money to, most recent first.',
  request: onBehalfSchema.extend({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
  response: z.object({
    beneficiaries: z.array(z.object({ email: z.string(), name: z.string(), lastTransferDate: z.string() })),
  }),
});

/** Frequencies of recurring between-accounts transfers. */
export const subscriptionFrequencies = ['daily', 'weekly', 'monthly'] as const;

const betweenBase = onBehalfSchema.extend({
  fromAccount: accountIdSchema,
  toAccount: accountIdSchema,
  amount: positiveAmountSchema,
});

export const betweenAccountsFeeMethod = defineMethod({
  name: 'betweenAccountsFee',
  callers: { signedIn: 'customer', actFor: 'initiate', money: 'withdrawOwnBetweenAccounts' },
  errors: ['LIM', 'CA', 'AL'],
  summary: 'Preview of a move between own accounts, converting when the currencies differ.',
  request: betweenBase,
  response: quoteSchema,
});

export const betweenAccountsTransferMethod = defineMethod({
  name: 'betweenAccountsTransfer',
  callers: { signedIn: 'customer', actFor: 'initiate', money: 'withdrawOwnBetweenAccounts' },
  idempotency: 'required',
  errors: ['ISF', 'LIM', 'CA', 'AL'],
  summary: 'Moves money between own accounts (exchange when currencies differ); optionally recurring.',
  request: betweenBase.extend({
    note: z.string().trim().max(140, { error: 'too_long' }).optional(),
    subscriptionFrequency: z.enum(subscriptionFrequencies).optional(),
    subscriptionEndDate: calendarDateSchema.optional(),
    subscriptionTransactions: z.coerce.number().int().min(1).max(1000).optional(),
    subscriptionReference: z.string().trim().max(64).optional(),
  }),
  response: transferResultSchema.extend({
    /**
     * The transfer in the web app (spec 001 §3 between-accounts response): the history of
     * `fromAccount` searched for the operation's id, on the brand's configured public origin.
     */
    link: z.string(),
    /**
     * The request field whose value the customer fixed (spec 001 §3 between-accounts response,
     * decision 0024): 'amount', what leaves `fromAccount`; the amount received follows from the rate.
     */
    field: z.literal('amount'),
    subscriptionId: z.string().optional(),
  }),
});

export const maxAmountMethod = defineMethod({
  name: 'maxAmount',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  errors: ['CA'],
  summary: 'Largest amount an operation allows from an account now (balance, fee and limits).',
  request: onBehalfSchema
    .extend({
      /** p2p, betweenAccounts, or an external kind (then countryCode and currencyCode are required, spec 001 §5). */
      operation: z.enum(['p2p', 'betweenAccounts', ...payoutKinds], { error: 'invalid_value' }),
      fromAccount: accountIdSchema.optional(),
      /** The spec's name of `fromAccount` for external kinds; either may be sent. */
      fromAccountId: accountIdSchema.optional(),
      toAccount: accountIdSchema.optional(),
      countryCode: z.string().trim().toUpperCase().length(2, { error: 'invalid_country' }).optional(),
      currencyCode: currencyCodeSchema.optional(),
    })
    .superRefine((input, context) => {
      if (input.fromAccount === undefined && input.fromAccountId === undefined)
        context.addIssue({ code: 'custom', path: ['fromAccountId'], message: 'required' });
      if (input.operation !== 'p2p' && input.operation !== 'betweenAccounts') {
        if (!input.countryCode) context.addIssue({ code: 'custom', path: ['countryCode'], message: 'required' });
        if (!input.currencyCode) context.addIssue({ code: 'custom', path: ['currencyCode'], message: 'required' });
      }
    }),
  response: z.object({ amount: z.string(), type: z.string(), currencyCode: z.string() }),
});

export const limitsMethod = defineMethod({
  name: 'limits',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: "The customer's single, daily and monthly limits for an operation, and what is used.",
  request: onBehalfSchema.extend({ type: z.enum(['p2p', 'betweenAccounts']), fromAccountId: accountIdSchema }),
  response: z.object({
    limits: z.array(
      z.object({
        period: z.enum(['single', 'daily', 'monthly']),
        amount: z.string().optional(),
        used: z.string(),
        currencyCode: z.string(),
      }),
    ),
  }),
});

/** A pre-approved payment (spec 001 §3): a recurring transfer the customer set up. */
export const preapprovedPaymentSchema = z.object({
  id: z.string(),
  amount: z.string(),
  currencyCode: z.string(),
  fromAccount: z.number().int(),
  toAccount: z.number().int(),
  beneficiaryEmail: z.string(),
  type: z.enum(['betweenAccounts']),
  frequency: z.enum(subscriptionFrequencies),
  nextPaymentDate: z.string().optional(),
  endDate: z.string().optional(),
  remainingTransactions: z.number().int().optional(),
  transactionsDone: z.number().int(),
  reference: z.string().optional(),
  status: z.enum(['active', 'cancelled', 'finished']),
  lastError: z.string().optional(),
});

export const preapprovedPaymentListMethod = defineMethod({
  name: 'preapprovedPaymentList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Pre-approved (recurring) payments with the filter of spec 001 §3.',
  request: onBehalfSchema.extend({
    beneficiaryEmail: z.string().trim().max(254).optional(),
    fromAmount: z
      .string()
      .trim()
      .regex(/^\d{1,15}(\.\d{1,8})?$/, { error: 'invalid_amount' })
      .optional(),
    toAmount: z
      .string()
      .trim()
      .regex(/^\d{1,15}(\.\d{1,8})?$/, { error: 'invalid_amount' })
      .optional(),
    type: z.enum(['betweenAccounts']).optional(),
  }),
  response: z.object({ payments: z.array(preapprovedPaymentSchema) }),
});

export const preapprovedPaymentCancelMethod = defineMethod({
  name: 'preapprovedPaymentCancel',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Cancels a pre-approved payment; no further transfers run.',
  request: onBehalfSchema.extend({ id: z.string().trim().min(1, { error: 'required' }).max(64) }),
  response: z.object({ id: z.string(), status: z.literal('cancelled') }),
});
