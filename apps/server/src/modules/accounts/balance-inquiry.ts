import type { Account } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { getOwnAccount, toWireAccount } from '../ledger/index.ts';

/**
 * `balanceInquiry` (spec 001 §3): one of the customer's own accounts with its balances.
 * @throws AppError 'VF' `account_not_found` on `accountId` for an account that is not the customer's.
 */
export async function balanceInquiry(
  db: Executor,
  customerId: number,
  accountId: number,
): Promise<{ account: Account }> {
  return { account: toWireAccount(await getOwnAccount(db, customerId, accountId)) };
}
