import { z } from 'zod';
import type { TransactionType } from '../history/history.schemas.ts';
import { quoteSchema } from '../transfers/transfers.schemas.ts';
import { payoutKinds, payoutSchemes } from '../payouts/payout-catalog.ts';

// The catalogue of ledger transfer kinds (DESIGN §4): every kind the ledger writes, the schema of
// the metadata stored with it, and the history transaction type it shows as (spec 001 §2, §3). The
// server refuses to post a transfer whose kind is not here or whose metadata does not match its
// schema, and history maps kinds only through this table, so a new kind (a card payment, a payout)
// must be declared here before it can move money, and never shows as another kind.

const customerIdSchema = z.number().int().positive();
const decimalAmountSchema = z.string().regex(/^-?\d{1,20}(\.\d{1,18})?$/);
const currencyCodeSchema = z.string().regex(/^[A-Z0-9]{3,5}$/);

/** Metadata every kind may carry: the pending transfer a posting came from (two-phase transfers). */
const postingSchema = z.object({ pendingTransferId: z.uuid().optional() });

/** A customer's transfer between accounts (own or another customer's), with its quote (spec 001 §3). */
const customerTransferSchema = postingSchema.extend({
  /** The customer's own note (spec 001 §3 `note`). */
  note: z.string().optional(),
  fromCustomerId: customerIdSchema,
  toCustomerId: customerIdSchema,
  /** The amount sent, a decimal string in `currencyCode`. */
  amount: decimalAmountSchema,
  currencyCode: currencyCodeSchema,
  ...quoteSchema.shape,
});

/** Metadata of a p2p transfer: who sent it to whom, as shown in history and the beneficiary list. */
export const p2pTransferMetadataSchema = z.strictObject({
  ...customerTransferSchema.shape,
  fromEmail: z.string().optional(),
  fromName: z.string().optional(),
  toEmail: z.string(),
  toName: z.string(),
});

/** Metadata of a transfer between own accounts (same currency or an exchange); a scheduled run names its schedule. */
export const ownAccountsTransferMetadataSchema = z.strictObject({
  ...customerTransferSchema.shape,
  recurringTransferId: z.string().optional(),
});

/** Metadata of a funding transfer (an opening balance from the equity account): nothing but a posting's origin. */
export const fundingTransferMetadataSchema = z.strictObject(postingSchema.shape);

/**
 * Metadata of a payout (decision 0040): money from a customer's account to a rail's
 * clearing account, held until the rail settles it. `destination` is the masked recipient (an
 * IBAN's or account's last four characters, a card's BIN and last four, a shortened wallet
 * address, a PIX key's type and last characters): never a full card number.
 */
export const payoutTransferMetadataSchema = z.strictObject({
  ...postingSchema.shape,
  payoutKind: z.enum(payoutKinds),
  scheme: z.enum(payoutSchemes),
  fromCustomerId: customerIdSchema,
  amount: decimalAmountSchema,
  currencyCode: currencyCodeSchema,
  ...quoteSchema.shape,
  beneficiaryName: z.string(),
  beneficiaryCountryCode: z.string(),
  destination: z.string(),
  /** The beneficiary is a payee the customer saved (and had approved) before (decision 0120). */
  isSavedPayee: z.boolean().optional(),
  reference: z.string().optional(),
  note: z.string().optional(),
});

/** Metadata of a payout's return after settlement: the reversing transfer names the original and the rail's return code. */
export const payoutReturnMetadataSchema = z.strictObject({
  ...postingSchema.shape,
  originalTransactionId: z.uuid(),
  returnCode: z.string(),
  payoutKind: z.enum(payoutKinds),
  toCustomerId: customerIdSchema,
  amount: decimalAmountSchema,
  currencyCode: currencyCodeSchema,
  beneficiaryName: z.string(),
});

/**
 * Metadata of a crypto deposit (decision 0050): the chain output credited, from the crypto clearing
 * account to the wallet's account. The ledger checker refuses two deposits of one `txid`:`vout`.
 */
export const cryptoDepositTransferMetadataSchema = z.strictObject({
  ...postingSchema.shape,
  toCustomerId: customerIdSchema,
  /** The chain transaction id (64 hex digits) and output index. */
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vout: z.number().int().min(0),
  address: z.string(),
  network: z.enum(['mainnet', 'testnet']),
  /** The amount credited, a decimal string in `currencyCode`. */
  amount: decimalAmountSchema,
  currencyCode: currencyCodeSchema,
  confirmations: z.number().int().min(0),
});

/** Metadata of a bank payment received for a customer (decision 0040): who sent it, with which reference, by which rail. */
export const depositTransferMetadataSchema = z.strictObject({
  ...postingSchema.shape,
  toCustomerId: customerIdSchema,
  amount: decimalAmountSchema,
  currencyCode: currencyCodeSchema,
  senderName: z.string(),
  senderAccount: z.string().optional(),
  reference: z.string(),
  railReference: z.string(),
  /** Set when an administrator matched it by hand. */
  assignedBy: z.number().int().optional(),
});

/** A ledger transfer kind's declaration: its metadata schema and the history type it shows as. */
export interface TransferKindDeclaration {
  /** Schema of the transfer's metadata (absent metadata is checked as `{}`). */
  metadata: z.ZodType<Record<string, unknown>>;
  /** The history transaction type of its rows (a transfer of fees alone shows as 'fee'; decision 0031). */
  transactionType: Exclude<TransactionType, 'fee'>;
}

/** Every transfer kind the ledger writes (ledger_transfers.kind, ledger_pending_transfers.kind). */
export const transferKinds = {
  p2p: { metadata: p2pTransferMetadataSchema, transactionType: 'p2p' },
  betweenAccounts: { metadata: ownAccountsTransferMetadataSchema, transactionType: 'betweenAccounts' },
  exchange: { metadata: ownAccountsTransferMetadataSchema, transactionType: 'exchange' },
  funding: { metadata: fundingTransferMetadataSchema, transactionType: 'funding' },
  payout: { metadata: payoutTransferMetadataSchema, transactionType: 'payout' },
  payoutReturn: { metadata: payoutReturnMetadataSchema, transactionType: 'payoutReturn' },
  cryptoDeposit: { metadata: cryptoDepositTransferMetadataSchema, transactionType: 'cryptoDeposit' },
  deposit: { metadata: depositTransferMetadataSchema, transactionType: 'deposit' },
} as const satisfies Record<string, TransferKindDeclaration>;

/** A declared transfer kind: 'p2p', 'betweenAccounts', 'exchange', 'funding', 'payout', 'payoutReturn', 'cryptoDeposit' or 'deposit'. */
export type TransferKind = keyof typeof transferKinds;

/** True when `kind` is a declared transfer kind. */
export function isTransferKind(kind: string): kind is TransferKind {
  return Object.hasOwn(transferKinds, kind);
}

/**
 * Checks a transfer's metadata against its kind's schema.
 * @returns the problem in words, or undefined when the kind is declared and the metadata matches.
 */
export function transferMetadataProblem(
  kind: string,
  metadata: Record<string, unknown> | undefined,
): string | undefined {
  if (!isTransferKind(kind)) return `unknown transfer kind '${kind}'`;
  const result = transferKinds[kind].metadata.safeParse(metadata ?? {});
  if (result.success) return undefined;
  return `metadata of a '${kind}' transfer: ${result.error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
    .join('; ')}`;
}
