import { formatMinor, type Account } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { findCustomerAccounts, type LedgerAccountRow } from './ledger.repository.ts';

/**
 * A customer's accounts in the spec's shape (spec 001 §3): amounts as decimal strings in the
 * account's currency, every status (the web hides closed ones).
 */
export async function listCustomerAccounts(db: Executor, customerId: number): Promise<Account[]> {
  const rows = await findCustomerAccounts(db, customerId);
  return rows.map(toWireAccount);
}

/** One ledger account row in the spec's account shape, amounts as decimal strings. */
export function toWireAccount(row: LedgerAccountRow): Account {
  return {
    accountId: row.id,
    type: row.type,
    subType: row.subType ?? undefined,
    accountStatusId: row.accountStatusId,
    balance: formatMinor(row.balanceMinor, row.currencyCode),
    accountBalanceMin: formatMinor(row.balanceMinMinor ?? 0n, row.currencyCode),
    pendingAmount: formatMinor(row.pendingMinor, row.currencyCode),
    availableBalance: formatMinor(row.balanceMinor - row.pendingMinor, row.currencyCode),
    settlementAccountId: row.settlementAccountId ?? undefined,
    cardIsVirtual: row.cardIsVirtual ?? undefined,
    cardExpiryMonth: row.cardExpiryMonth ?? undefined,
    cardExpiryYear: row.cardExpiryYear ?? undefined,
    cardReissuedStatusId: row.cardReissuedStatusId ?? undefined,
    cardAliasName: row.cardAliasName ?? undefined,
    customerId: row.customerId ?? 0,
    currencyCode: row.currencyCode,
  };
}
