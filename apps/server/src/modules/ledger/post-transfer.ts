import { closedAccountStatusId, transferMetadataProblem, type TransferKind } from '@tessera/contract';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import {
  insertEntries,
  insertTransfer,
  lockAccounts,
  setBalances,
  type LedgerAccountRow,
} from './ledger.repository.ts';

/** One leg of a transfer: a signed amount in minor units of the account's currency (+ credit, − debit). */
export interface EntryInput {
  accountId: number;
  amountMinor: bigint;
  /** 'fee' entries show in history as their own transaction type. Default 'principal'. */
  purpose?: EntryPurpose;
}

/** What an entry is for. */
type EntryPurpose = 'principal' | 'fee';

/** A balanced transfer to post. Entries must sum to zero per currency. */
export interface PostTransferInput {
  /** What kind of movement this is: a kind of the contract's catalogue (`transferKinds`). */
  kind: TransferKind;
  description?: string;
  entries: readonly EntryInput[];
  /** Must match the kind's metadata schema (checked before anything is written). */
  metadata?: Record<string, unknown>;
  /** The transfer this one reverses, for corrections. */
  reversesTransferId?: string;
}

/** Thrown when a transfer would break a ledger invariant; this is a programming error, never a user error. */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}

/**
 * Asserts that `kind` is a declared transfer kind and `metadata` matches its schema
 * (packages/contract ledger/transfer-kinds.ts).
 * @throws LedgerInvariantError naming the kind and the mismatching fields.
 */
export function assertTransferKind(kind: string, metadata: Record<string, unknown> | undefined): void {
  const problem = transferMetadataProblem(kind, metadata);
  if (problem !== undefined) throw new LedgerInvariantError(problem);
}

/** Largest absolute amount of one entry: keeps sums far from bigint column overflow (±9.2e18). */
const maxEntryMinor = 10n ** 17n;
/** Largest number of entries in one transfer. */
const maxEntries = 64;

/**
 * Posts a balanced transfer inside an open transaction `tx` (DESIGN §4):
 * locks the accounts in ascending id order, asserts every entry is non-zero, that the
 * entries sum to zero per currency and that each entry's currency is its account's; refuses
 * closed accounts ('CA') and debits below an account's floor ('ISF'); writes the immutable
 * transfer and entries and the new balances.
 * @returns the new transfer's id.
 * @throws AppError 'CA' or 'ISF' for expected refusals; LedgerInvariantError for a malformed transfer
 *   (including an undeclared kind or metadata that does not match its kind).
 */
export async function postTransferInTransaction(tx: Executor, input: PostTransferInput): Promise<string> {
  assertTransferKind(input.kind, input.metadata);
  const { accounts, deltaByAccount } = await lockAndCheckEntries(tx, input.entries);
  for (const [accountId, delta] of deltaByAccount) {
    const account = accounts.get(accountId);
    if (!account) throw new LedgerInvariantError(`unknown account ${accountId}`);
    const newBalance = account.balanceMinor + delta;
    if (delta < 0n && account.balanceMinMinor !== null && newBalance - account.pendingMinor < account.balanceMinMinor) {
      throw new AppError('ISF');
    }
  }
  return writeTransfer(tx, input, accounts, deltaByAccount);
}

/**
 * Asserts the shape of a set of entries (2–64, non-zero, bounded, balanced per currency), locks
 * their accounts in ascending id order and refuses closed accounts ('CA').
 * @returns the locked accounts and the net change per account.
 */
export async function lockAndCheckEntries(
  tx: Executor,
  entries: readonly EntryInput[],
): Promise<{ accounts: Map<number, LedgerAccountRow>; deltaByAccount: Map<number, bigint> }> {
  if (entries.length < 2 || entries.length > maxEntries) {
    throw new LedgerInvariantError(`a transfer needs 2 to ${maxEntries} entries, got ${entries.length}`);
  }
  for (const entry of entries) {
    if (entry.amountMinor === 0n) throw new LedgerInvariantError('an entry of zero');
    if (entry.amountMinor > maxEntryMinor || entry.amountMinor < -maxEntryMinor) {
      throw new LedgerInvariantError('an entry beyond the largest allowed amount');
    }
  }
  const accounts = await lockAccounts(
    tx,
    entries.map((entry) => entry.accountId),
  );
  const sumByCurrency = new Map<string, bigint>();
  const deltaByAccount = new Map<number, bigint>();
  for (const entry of entries) {
    const account = accounts.get(entry.accountId);
    if (!account) throw new LedgerInvariantError(`unknown account ${entry.accountId}`);
    sumByCurrency.set(account.currencyCode, (sumByCurrency.get(account.currencyCode) ?? 0n) + entry.amountMinor);
    deltaByAccount.set(entry.accountId, (deltaByAccount.get(entry.accountId) ?? 0n) + entry.amountMinor);
  }
  for (const [currencyCode, sum] of sumByCurrency) {
    if (sum !== 0n) throw new LedgerInvariantError(`entries in ${currencyCode} sum to ${sum}, not zero`);
  }
  for (const accountId of deltaByAccount.keys()) {
    if (accounts.get(accountId)?.accountStatusId === closedAccountStatusId) throw new AppError('CA');
  }
  return { accounts, deltaByAccount };
}

/** Writes an already checked transfer: the immutable transfer row, its entries and the new balances. */
async function writeTransfer(
  tx: Executor,
  input: PostTransferInput,
  accounts: Map<number, LedgerAccountRow>,
  deltaByAccount: Map<number, bigint>,
): Promise<string> {
  const transferId = newId();
  const createdAt = new Date();
  await insertTransfer(tx, {
    id: transferId,
    kind: input.kind,
    description: input.description ?? null,
    metadata: input.metadata ?? null,
    reversesTransferId: input.reversesTransferId ?? null,
    createdAt,
  });
  await insertEntries(
    tx,
    input.entries.map((entry) => {
      const account = accounts.get(entry.accountId);
      if (!account) throw new LedgerInvariantError(`unknown account ${entry.accountId}`);
      return {
        id: newId(),
        transferId,
        accountId: entry.accountId,
        currencyCode: account.currencyCode,
        amountMinor: entry.amountMinor,
        purpose: entry.purpose ?? 'principal',
        createdAt,
      };
    }),
  );
  const balances = [...deltaByAccount].map(([accountId, delta]) => {
    const account = accounts.get(accountId);
    if (!account) throw new LedgerInvariantError(`unknown account ${accountId}`);
    return { accountId, balanceMinor: account.balanceMinor + delta };
  });
  await setBalances(tx, balances);
  return transferId;
}

/** Posts a balanced transfer in its own transaction, retrying serialization failures. See postTransferInTransaction. */
export async function postTransfer(db: Database, input: PostTransferInput): Promise<string> {
  return withTransaction(db, (tx) => postTransferInTransaction(tx, input));
}
