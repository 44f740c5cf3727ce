import { isTransferKind } from '@tessera/contract';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import { sql } from 'drizzle-orm';
import { addToPending, findHolds, resolvePendingTransfer, setPostedTransfer } from './ledger.repository.ts';
import {
  arrayLiteral,
  assertEntryShapes,
  assertTransferKind,
  callLedgerFunction,
  jsonParam,
  LedgerInvariantError,
  lockAndCheckEntries,
  postTransferInTransaction,
  type EntryInput,
  type PostTransferInput,
} from './post-transfer.ts';

/** Stored shape of a pending transfer's planned entries (bigints as strings in JSON). */
const storedEntriesSchema = z.array(
  z.object({
    accountId: z.number().int(),
    amountMinor: z.string().regex(/^-?\d+$/),
    purpose: z.enum(['principal', 'fee']).optional(),
  }),
);

/** A pending transfer to create: the entries it will post, and when it lapses. */
export interface CreatePendingTransferInput extends PostTransferInput {
  /** After this instant a sweep may void it; absent = no expiry. */
  expiresAt?: Date;
}

/**
 * Creates a two-phase transfer (DESIGN §4 holds) inside `tx`: checks the entries like a posted
 * transfer, then, for every account the entries debit, reserves the debit as a hold (pending amount)
 * if available = balance − pending − debit stays at or above the floor. Nothing is posted yet.
 * @returns the pending transfer's id.
 * @throws AppError 'ISF' when an account lacks available funds, 'CA' for a closed account.
 */
export async function createPendingTransfer(tx: Executor, input: CreatePendingTransferInput): Promise<string> {
  assertTransferKind(input.kind, input.metadata);
  assertEntryShapes(input.entries);
  const id = newId();
  // One call: the function locks, checks, stores the pending transfer and its holds (decision 0029).
  await callLedgerFunction(
    tx,
    sql`select ledger_create_pending_transfer(
      ${id}::uuid, ${input.kind}, ${input.description ?? null}, ${jsonParam(input.metadata)}::jsonb,
      ${input.expiresAt?.toISOString() ?? null}::timestamptz,
      ${arrayLiteral(input.entries.map((entry) => entry.accountId))}::bigint[],
      ${arrayLiteral(input.entries.map((entry) => entry.amountMinor))}::bigint[],
      ${arrayLiteral(input.entries.map((entry) => entry.purpose ?? 'principal'))}::text[])`,
  );
  return id;
}

async function releaseHolds(tx: Executor, pendingTransferId: string): Promise<void> {
  const holds = await findHolds(tx, pendingTransferId);
  // Lock in ascending id order like every other writer of these rows.
  for (const hold of [...holds].sort((a, b) => a.accountId - b.accountId))
    await addToPending(tx, hold.accountId, -hold.amountMinor);
}

/**
 * Posts a pending transfer exactly once inside `tx`: marks it posted (refused if it is not pending),
 * releases its holds and writes its entries as a ledger transfer.
 * @returns the posted ledger transfer's id.
 * @throws AppError 'TA1' when it was already posted or voided.
 */
export async function postPendingTransfer(tx: Executor, pendingTransferId: string): Promise<string> {
  const pending = await resolvePendingTransfer(tx, pendingTransferId, 'posted');
  if (!pending) throw new AppError('TA1', 'This operation was already completed or cancelled.');
  const entries: EntryInput[] = storedEntriesSchema.parse(pending.entries).map((entry) => ({
    accountId: entry.accountId,
    amountMinor: BigInt(entry.amountMinor),
    purpose: entry.purpose ?? 'principal',
  }));
  if (!isTransferKind(pending.kind))
    throw new LedgerInvariantError(`pending transfer ${pendingTransferId} has unknown kind '${pending.kind}'`);
  await lockAndCheckEntries(tx, entries);
  await releaseHolds(tx, pendingTransferId);
  const metadata =
    pending.metadata !== null && typeof pending.metadata === 'object' && !Array.isArray(pending.metadata)
      ? Object.fromEntries(Object.entries(pending.metadata))
      : undefined;
  const transferId = await postTransferInTransaction(tx, {
    kind: pending.kind,
    description: pending.description ?? undefined,
    entries,
    metadata: { ...metadata, pendingTransferId },
  });
  await setPostedTransfer(tx, pendingTransferId, transferId);
  return transferId;
}

/**
 * Voids a pending transfer exactly once inside `tx`, releasing its holds.
 * @throws AppError 'TA1' when it was already posted or voided.
 */
export async function voidPendingTransfer(tx: Executor, pendingTransferId: string): Promise<void> {
  const pending = await resolvePendingTransfer(tx, pendingTransferId, 'voided');
  if (!pending) throw new AppError('TA1', 'This operation was already completed or cancelled.');
  const entries = storedEntriesSchema
    .parse(pending.entries)
    .map((entry) => ({ accountId: entry.accountId, amountMinor: BigInt(entry.amountMinor) }));
  await lockAndCheckEntries(tx, entries).catch((error: unknown) => {
    // A closed account must not block releasing a hold; only the lock matters here.
    if (!(error instanceof AppError && error.code === 'CA')) throw error;
  });
  await releaseHolds(tx, pendingTransferId);
}
