import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findAccountById, findCustomerAccounts, type LedgerAccountRow } from './ledger.repository.ts';

export type { LedgerAccountRow };

/**
 * The account `accountId` if it belongs to `customerId`. Another customer's account and an unknown
 * id get the same 'VF' answer, so ids cannot be probed.
 * @throws AppError 'VF' (field `field`, code account_not_found).
 */
export async function getOwnAccount(
  db: Executor,
  customerId: number,
  accountId: number,
  field = 'accountId',
): Promise<LedgerAccountRow> {
  const account = await findAccountById(db, accountId);
  if (!account || account.customerId !== customerId) {
    throw new AppError('VF', 'This account does not exist or is not yours.', [
      { field, code: 'account_not_found', description: 'This account does not exist or is not yours.' },
    ]);
  }
  return account;
}

/** A customer's account rows, every status, ordered by id. */
export function listCustomerAccountRows(db: Executor, customerId: number): Promise<LedgerAccountRow[]> {
  return findCustomerAccounts(db, customerId);
}
