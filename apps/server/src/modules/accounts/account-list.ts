import type { Account } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { listCustomerAccounts } from '../ledger/index.ts';

/** `accountList` (spec 001 §3): the customer's accounts in every status, from the ledger. */
export async function accountList(db: Executor, customerId: number): Promise<{ accounts: Account[] }> {
  return { accounts: await listCustomerAccounts(db, customerId) };
}
