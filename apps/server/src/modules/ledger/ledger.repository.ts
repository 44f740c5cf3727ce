import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';

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

export async function insertTransfer(tx: Executor, transfer: typeof ledgerTransfers.$inferInsert): Promise<void> {
  await tx.insert(ledgerTransfers).values(transfer);
}

export async function insertEntries(tx: Executor, entries: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
  await tx.insert(ledgerEntries).values(entries);
}

/** Stores an account's new balance (the caller holds its row lock). */
export async function setBalance(tx: Executor, accountId: number, newBalanceMinor: bigint): Promise<void> {
  await tx.update(ledgerAccounts).set({ balanceMinor: newBalanceMinor }).where(eq(ledgerAccounts.id, accountId));
}

export async function insertAccount(tx: Executor, account: NewLedgerAccount): Promise<LedgerAccountRow> {
  const [row] = await tx.insert(ledgerAccounts).values(account).returning();
  if (!row) throw new Error('insert into ledger_accounts returned no row');
  return row;
}

export async function findSystemAccount(
  tx: Executor,
  systemCode: string,
  currencyCode: string,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.systemCode, systemCode), eq(ledgerAccounts.currencyCode, currencyCode)));
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

/** Every system account (no customer). */
export async function findSystemAccounts(tx: Executor): Promise<LedgerAccountRow[]> {
  return tx.select().from(ledgerAccounts).where(isNull(ledgerAccounts.customerId));
}
