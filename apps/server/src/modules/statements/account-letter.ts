import type { Executor } from '../../db/client.ts';
import { listCustomerAccountRows, type LedgerAccountRow } from '../ledger/index.ts';

/**
 * The account `accountId` of `customerId` for a confirmation letter, or undefined when it is another
 * customer's or unknown (the route answers both 404).
 */
export async function findAccountForLetter(
  db: Executor,
  customerId: number,
  accountId: number,
): Promise<LedgerAccountRow | undefined> {
  return (await listCustomerAccountRows(db, customerId)).find((account) => account.id === accountId);
}
