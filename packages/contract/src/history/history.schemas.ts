import { z } from 'zod';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';
import { accountIdSchema } from '../transfers/transfers.schemas.ts';
import { calendarDateSchema, integerIdSchema, uuidSchema } from '../validation.ts';

/**
 * Transaction types of the history (spec 001 §2, §3). A fee charged with a transfer is part of that
 * transfer's row; 'fee' is the type of a transfer of fees alone, and the 'fee' filter finds every
 * row that charged one (decision 0031).
 */
export const transactionTypes = [
  'p2p',
  'betweenAccounts',
  'exchange',
  'fee',
  'funding',
  'payout',
  'payoutReturn',
  'cryptoDeposit',
  'deposit',
] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionStatuses = ['completed', 'processing', 'rejected'] as const;

/** Rows per history page (spec 001 §9). */
export const historyPageSize = 20;

const filterAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, { error: 'invalid_amount' });

/** The history filter of spec 001 §3 (customerId = the customer view; accountId = one account). */
export const historyFilterSchema = onBehalfSchema.extend({
  accountId: accountIdSchema.optional(),
  customerId: integerIdSchema.optional(),
  /**
   * Found in the description, note, counterparty names and e-mails, the transaction's id, or the
   * operationId it was submitted as (a transfer posted after its approval keeps it).
   */
  keyword: z.string().trim().max(100, { error: 'too_long' }).optional(),
  transactionType: z.enum(transactionTypes, { error: 'invalid_value' }).optional(),
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
  fromAmount: filterAmountSchema.optional(),
  toAmount: filterAmountSchema.optional(),
  transactionDirection: z.enum(['in', 'out'], { error: 'invalid_value' }).optional(),
  status: z.enum(transactionStatuses, { error: 'invalid_value' }).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type HistoryFilter = z.input<typeof historyFilterSchema>;

/**
 * What a history row says it is, for the client to write in the reader's language with
 * `descriptionParams` (decision 0031): p2pSent {name}, p2pReceived {name}, betweenAccounts,
 * exchange {fromCurrencyCode, toCurrencyCode}, funding, cryptoDeposit, fee, payoutSent {name} (a payout
 * to a beneficiary), payoutReturned {name} (its return after settlement), depositReceived {name} (a bank
 * payment received, `name` its sender).
 */
export const transactionDescriptionKeys = [
  'p2pSent',
  'p2pReceived',
  'betweenAccounts',
  'exchange',
  'funding',
  'cryptoDeposit',
  'fee',
  'payoutSent',
  'payoutReturned',
  'depositReceived',
] as const;
export type TransactionDescriptionKey = (typeof transactionDescriptionKeys)[number];

/**
 * One history row: one transfer's movement on one of the customer's accounts, the fee charged
 * with it included (decision 0031). Amounts are decimal strings in the currency named beside them.
 */
export const transactionSchema = z.object({
  transactionId: z.string(),
  transactionDate: z.string(),
  transactionType: z.enum(transactionTypes),
  operationType: z.string(),
  accountId: z.number().int(),
  /** Signed decimal in `currencyCode`, the fee included: negative leaves the account. */
  amount: z.string(),
  currencyCode: z.string(),
  /** The fee inside `amount`, unsigned, in `currencyCode`; absent when none was charged on this account. */
  fee: z.string().optional(),
  direction: z.enum(['in', 'out']),
  status: z.enum(transactionStatuses),
  /** English text for API readers and the CSV; screens write `descriptionKey` in the reader's language. */
  description: z.string(),
  descriptionKey: z.enum(transactionDescriptionKeys),
  /** The values the description names (a person's name, currency codes); plain text, never markup. */
  descriptionParams: z.record(z.string(), z.string()).optional(),
  note: z.string().optional(),
  counterparty: z.string().optional(),
  /** Units of `toCurrencyCode` per unit of `fromCurrencyCode`, for a transfer that converted. */
  exchangeRate: z.string().optional(),
  /** A converting transfer's two sides, unsigned (fee excluded), each in its currency. */
  fromAmount: z.string().optional(),
  fromCurrencyCode: z.string().optional(),
  toAmount: z.string().optional(),
  toCurrencyCode: z.string().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionHistoryMethod = defineMethod({
  name: 'transactionHistory',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Filtered transaction history, 20 a page (spec 001 §3, §7).',
  request: historyFilterSchema,
  response: z.object({
    transactions: z.object({ transaction: z.array(transactionSchema) }),
    results: z.number().int(),
    rejectedCount: z.number().int(),
    processingCount: z.number().int(),
    pageSize: z.number().int(),
    /**
     * The path of the CSV export of the same filter, every page (spec 001 §3, 002 §3): `GET` it with
     * the bearer token in the Authorization header; the path itself carries no credential.
     */
    exportCsv: z.string(),
  }),
});

export const transactionTypeListMethod = defineMethod({
  name: 'transactionTypeList',
  // A dictionary (spec 002 §3 "Dictionaries": transaction types): no sign-in needed (decision 0134).
  callers: 'public',
  summary: 'The transaction type dictionary. No sign-in needed.',
  request: z.object({}),
  response: z.object({ types: z.array(z.object({ id: z.enum(transactionTypes), name: z.string() })) }),
});

/** Path of the streamed CSV export (GET with the same filter as query parameters and a bearer token). */
export const historyCsvPath = '/api/history/export.csv';

export const historyExportMethod = defineMethod({
  name: 'historyExport',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Starts a CSV export of the filtered history in the background; poll historyExportStatus.',
  request: z.object({ filter: historyFilterSchema.omit({ pageNumber: true }) }),
  response: z.object({ exportId: z.string() }),
});

export const historyExportStatusMethod = defineMethod({
  name: 'historyExportStatus',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Status of a history export: pending, ready (with its row count) or failed.',
  request: onBehalfSchema.extend({ exportId: uuidSchema }),
  response: z.object({
    exportId: z.string(),
    status: z.enum(['pending', 'ready', 'failed']),
    rows: z.number().int().optional(),
  }),
});

export const historyExportSendMethod = defineMethod({
  name: 'historyExportSend',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'E-mails a ready history export as a CSV attachment.',
  request: onBehalfSchema.extend({
    exportId: uuidSchema,
    email: z.email({ error: 'invalid_email' }),
  }),
  response: z.object({ exportId: z.string(), email: z.string() }),
});
