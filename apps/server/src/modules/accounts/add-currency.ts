import { accountTypes, closedAccountStatusId, type Account } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { databaseRateProvider } from '../fx/index.ts';
import { listCustomerAccountRows, openCustomerAccount, toWireAccount } from '../ledger/index.ts';

/**
 * `addCurrency` (spec 001 §7): opens a payment account in a currency the customer has no open
 * payment account in. Only currencies with an exchange rate are offered.
 * @throws AppError 'VF' for an unsupported currency or one the customer already has.
 */
export async function addCurrency(db: Executor, customerId: number, currencyCode: string): Promise<Account> {
  const supported = await databaseRateProvider.currencies(db);
  if (!supported.includes(currencyCode)) throw fieldError('currencyCode', 'unsupported_currency');
  const existing = await listCustomerAccountRows(db, customerId);
  if (
    existing.some(
      (account) =>
        account.type === accountTypes.payment &&
        account.currencyCode === currencyCode &&
        account.accountStatusId !== closedAccountStatusId,
    )
  ) {
    throw fieldError('currencyCode', 'currency_exists');
  }
  return toWireAccount(await openCustomerAccount(db, { customerId, type: accountTypes.payment, currencyCode }));
}
