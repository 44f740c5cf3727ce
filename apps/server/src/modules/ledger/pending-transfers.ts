import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ledgerPendingTransfers } from './ledger.schema.ts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { sqlState } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import {
  arrayLiteral,
  assertEntryShapes,
  assertTransferKind,
  callLedgerFunction,
  jsonParam,
  type PostTransferInput,
} from './post-transfer.ts';

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

/** Runs a function that resolves a pending transfer; 'TSTA1' (not pending any more) becomes 'TA1'. */
async function resolvePending(tx: Executor, query: SQL): Promise<void> {
  try {
    await callLedgerFunction(tx, query);
  } catch (error) {
    if (sqlState(error) === 'TSTA1') throw new AppError('TA1', 'This operation was already completed or cancelled.');
    throw error;
  }
}

/**
 * Posts a pending transfer exactly once inside `tx`, in one database call (migration 0026): marks
 * it posted (refused if it is not pending), releases its holds and writes its entries as a ledger
 * transfer under the same locks and rules as any posting.
 * @returns the posted ledger transfer's id.
 * @throws AppError 'TA1' when it was already posted or voided; 'CA' for a closed account; 'ISF'.
 */
export async function postPendingTransfer(tx: Executor, pendingTransferId: string): Promise<string> {
  const transferId = newId();
  await resolvePending(
    tx,
    sql`select ledger_post_pending_transfer(${pendingTransferId}::uuid, ${transferId}::uuid, ${new Date().toISOString()}::timestamptz)`,
  );
  return transferId;
}

/**
 * Voids a pending transfer exactly once inside `tx`, in one database call (migration 0026),
 * releasing its holds; a closed account never blocks it.
 * @throws AppError 'TA1' when it was already posted or voided.
 */
export async function voidPendingTransfer(tx: Executor, pendingTransferId: string): Promise<void> {
  await resolvePending(
    tx,
    sql`select ledger_void_pending_transfer(${pendingTransferId}::uuid, ${new Date().toISOString()}::timestamptz)`,
  );
}

/**
 * Keeps a pending transfer held with no expiry (decision 0040: an approved payout waits for its
 * rail), inside `tx`.
 * @returns its kind.
 * @throws AppError 'TA1' when it is no longer pending.
 */
export async function keepPendingTransfer(tx: Executor, pendingTransferId: string): Promise<string> {
  const [row] = await tx
    .update(ledgerPendingTransfers)
    .set({ expiresAt: null })
    .where(and(eq(ledgerPendingTransfers.id, pendingTransferId), eq(ledgerPendingTransfers.status, 'pending')))
    .returning({ kind: ledgerPendingTransfers.kind });
  if (!row) throw new AppError('TA1', 'This operation was already completed or cancelled.');
  return row.kind;
}

/** The kind of a pending transfer (whatever its status), or undefined when there is none with this id. */
export async function pendingTransferKind(tx: Executor, pendingTransferId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ kind: ledgerPendingTransfers.kind })
    .from(ledgerPendingTransfers)
    .where(eq(ledgerPendingTransfers.id, pendingTransferId));
  return row?.kind;
}
