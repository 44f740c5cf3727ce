import { transferMetadataProblem, type TransferKind } from '@tessera/contract';
import type { Database, Executor } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { newId } from '../../platform/ids.ts';
import { sqlState, withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';

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
  /**
   * When the transfer took place, for back-dated demo data only (the seed's past months, which a
   * statement shows; decision 0045). Default: now. Live operations never pass it.
   */
  postedAt?: Date;
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
  const posting = preparePosting(input);
  // One call: the function locks, checks and writes in the database (migration 0023, decision 0029).
  await callLedgerFunction(
    tx,
    sql`select ledger_post_transfer(
      ${posting.id}::uuid, ${posting.kind}, ${posting.description}, ${jsonParam(posting.metadata ?? undefined)}::jsonb,
      ${input.reversesTransferId ?? null}::uuid, ${posting.createdAt}::timestamptz,
      ${arrayLiteral(posting.entryIds)}::uuid[], ${arrayLiteral(posting.accountIds)}::bigint[],
      ${arrayLiteral(posting.amounts)}::bigint[], ${arrayLiteral(posting.purposes)}::text[])`,
  );
  return posting.id;
}

/**
 * A transfer checked and made ready for the database function `ledger_post_transfer` (migration
 * 0023): new ids, the time, and the entries as parallel arrays; amounts are minor units of each
 * account's currency as decimal strings (JSON-safe). Nothing is written yet.
 */
export interface PreparedPosting {
  id: string;
  kind: TransferKind;
  description: string | null;
  metadata: Record<string, unknown> | null;
  /** ISO 8601 time of the posting. */
  createdAt: string;
  entryIds: string[];
  accountIds: number[];
  amounts: string[];
  purposes: EntryPurpose[];
}

/**
 * Checks a transfer without the database (declared kind and metadata, 2–64 non-zero bounded
 * entries) and gives it its ids: what a batch of submits passes to `ledger_post_transfer`
 * (decision 0030). The database function checks the rest under its row locks.
 * @throws LedgerInvariantError for a malformed transfer.
 */
export function preparePosting(input: PostTransferInput): PreparedPosting {
  assertTransferKind(input.kind, input.metadata);
  assertEntryShapes(input.entries);
  return {
    id: newId(),
    kind: input.kind,
    description: input.description ?? null,
    metadata: input.metadata ?? null,
    createdAt: (input.postedAt ?? new Date()).toISOString(),
    entryIds: input.entries.map(() => newId()),
    accountIds: input.entries.map((entry) => entry.accountId),
    amounts: input.entries.map((entry) => entry.amountMinor.toString()),
    purposes: input.entries.map((entry) => entry.purpose ?? 'principal'),
  };
}

/** A JSON value as a query parameter (text, cast to jsonb by the caller); null stays null. */
export function jsonParam(value: Record<string, unknown> | undefined): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * A PostgreSQL array literal (`{1,2,3}`) of ids, amounts or entry purposes, passed as one text
 * parameter and cast by the query. Only digits, letters, `-` and `_` may appear in an element.
 * @throws LedgerInvariantError for any other character (never reached with the ledger's own values).
 */
export function arrayLiteral(values: readonly (string | number | bigint)[]): string {
  const elements = values.map(String);
  if (elements.some((element) => !/^-?[0-9A-Za-z_-]+$/.test(element)))
    throw new LedgerInvariantError('an array element outside [0-9A-Za-z_-]');
  return `{${elements.join(',')}}`;
}

/**
 * Runs one of the ledger's database functions and turns its refusals back into the ledger's
 * errors: 'CA' (TSCA0), 'ISF' (TSISF), LedgerInvariantError (TSINV).
 */
export async function callLedgerFunction(tx: Executor, query: ReturnType<typeof sql>): Promise<void> {
  try {
    await tx.execute(query);
  } catch (error) {
    const state = sqlState(error);
    if (state === 'TSCA0') throw new AppError('CA');
    if (state === 'TSISF') throw new AppError('ISF');
    if (state === 'TSINV') throw new LedgerInvariantError(databaseMessage(error));
    throw error;
  }
}

/** The database's own message of an error (the driver's error may sit under wrappers' `cause`). */
function databaseMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (current.cause === undefined) return current.message;
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(error);
}

/**
 * Asserts the shape of a transfer's entries without the database: 2–64 entries, none zero, none
 * beyond {@link maxEntryMinor}.
 * @throws LedgerInvariantError otherwise.
 */
export function assertEntryShapes(entries: readonly EntryInput[]): void {
  if (entries.length < 2 || entries.length > maxEntries) {
    throw new LedgerInvariantError(`a transfer needs 2 to ${maxEntries} entries, got ${entries.length}`);
  }
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.accountId)) throw new LedgerInvariantError('an account id that is not an integer');
    if (entry.amountMinor === 0n) throw new LedgerInvariantError('an entry of zero');
    if (entry.amountMinor > maxEntryMinor || entry.amountMinor < -maxEntryMinor) {
      throw new LedgerInvariantError('an entry beyond the largest allowed amount');
    }
  }
}

/** Posts a balanced transfer in its own transaction, retrying serialization failures. See postTransferInTransaction. */
export async function postTransfer(db: Database, input: PostTransferInput): Promise<string> {
  return withTransaction(db, (tx) => postTransferInTransaction(tx, input));
}
