import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts, ledgerHolds, ledgerPendingTransfers } from './ledger.schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type NewLedgerAccount = typeof ledgerAccounts.$inferInsert;

/** Locks the given accounts `FOR UPDATE` in ascending id order (DESIGN §4) and returns them by id. */
export async function lockAccounts(
  tx: Executor,
  accountIds: readonly number[],
): Promise<Map<number, LedgerAccountRow>> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Inserts an account; with `ignoreConflict` a concurrent insert of the same system shard is not an error (returns undefined). */
export async function insertAccount(
  tx: Executor,
  account: NewLedgerAccount,
  options: { ignoreConflict?: boolean } = {},
): Promise<LedgerAccountRow | undefined> {
  const insert = tx.insert(ledgerAccounts).values(account);
  const [row] = options.ignoreConflict ? await insert.onConflictDoNothing().returning() : await insert.returning();
  return row;
}

export async function findSystemAccount(
  tx: Executor,
  systemCode: string,
  currencyCode: string,
  shard: number,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.systemCode, systemCode),
        eq(ledgerAccounts.currencyCode, currencyCode),
        eq(ledgerAccounts.shard, shard),
      ),
    );
  return row;
}

/** A customer's accounts, every status, ordered by id. */
export async function findCustomerAccounts(tx: Executor, customerId: number): Promise<LedgerAccountRow[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.customerId, customerId))
    .orderBy(asc(ledgerAccounts.id));
}

/** Adds `deltaMinor` to an account's pending (held) amount; the caller holds its row lock. */
export async function addToPending(tx: Executor, accountId: number, deltaMinor: bigint): Promise<void> {
  await tx
    .update(ledgerAccounts)
    .set({ pendingMinor: sql`${ledgerAccounts.pendingMinor} + ${deltaMinor}` })
    .where(eq(ledgerAccounts.id, accountId));
}

/** Moves a pending transfer from 'pending' to `status` exactly once; undefined when it is not pending. */
export async function resolvePendingTransfer(
  tx: Executor,
  id: string,
  status: 'posted' | 'voided',
): Promise<typeof ledgerPendingTransfers.$inferSelect | undefined> {
  const [row] = await tx
    .update(ledgerPendingTransfers)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(ledgerPendingTransfers.id, id), eq(ledgerPendingTransfers.status, 'pending')))
    .returning();
  return row;
}

export async function setPostedTransfer(tx: Executor, id: string, transferId: string): Promise<void> {
  await tx
    .update(ledgerPendingTransfers)
    .set({ postedTransferId: transferId })
    .where(eq(ledgerPendingTransfers.id, id));
}

export async function findHolds(tx: Executor, pendingTransferId: string): Promise<(typeof ledgerHolds.$inferSelect)[]> {
  return tx.select().from(ledgerHolds).where(eq(ledgerHolds.pendingTransferId, pendingTransferId));
}

export async function findAccountById(db: Executor, accountId: number): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row;
}
