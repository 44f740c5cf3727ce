import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts } from './ledger.schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type NewLedgerAccount = typeof ledgerAccounts.$inferInsert;

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

export async function findAccountById(db: Executor, accountId: number): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row;
}
