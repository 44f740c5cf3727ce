import { isTransferKind } from '@tessera/contract';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import {
  addToPending,
  findHolds,
  insertHolds,
  insertPendingTransfer,
  resolvePendingTransfer,
  setPostedTransfer,
} from './ledger.repository.ts';
import {
  assertTransferKind,
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
  const { accounts, deltaByAccount } = await lockAndCheckEntries(tx, input.entries);
  const holds: { accountId: number; amountMinor: bigint }[] = [];
  for (const [accountId, delta] of deltaByAccount) {
    if (delta >= 0n) continue;
    const account = accounts.get(accountId);
    if (!account) throw new Error(`unknown account ${accountId}`);
    const amountMinor = -delta;
    if (
      account.balanceMinMinor !== null &&
      account.balanceMinor - account.pendingMinor - amountMinor < account.balanceMinMinor
    ) {
      throw new AppError('ISF');
    }
    holds.push({ accountId, amountMinor });
  }
  const id = newId();
  await insertPendingTransfer(tx, {
    id,
    kind: input.kind,
    description: input.description ?? null,
    entries: input.entries.map((entry) => ({
      accountId: entry.accountId,
      amountMinor: entry.amountMinor.toString(),
      purpose: entry.purpose ?? 'principal',
    })),
    metadata: input.metadata ?? null,
    expiresAt: input.expiresAt ?? null,
  });
  await insertHolds(
    tx,
    holds.map((hold) => ({ id: newId(), pendingTransferId: id, ...hold })),
  );
  for (const hold of holds) await addToPending(tx, hold.accountId, hold.amountMinor);
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
