import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { accountListQuery, customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { oneRowPerOwnTransfer } from '../../../shared/ui/describe-transaction.ts';

/** Rows shown in the home page's recent activity. */
const recentActivitySize = 5;

/** Query-key factory and query options of the accounts feature (DESIGN §7.3). */
export const accountQueries = {
  all: () => queryRoots.accounts,
  list: accountListQuery,
  customer: customerInfoQuery,
  /** `accountsTotal`: available balances summed in `currencyCode` (under the accounts root, so money mutations refresh it). */
  accountsTotal: (currencyCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'accountsTotal', currencyCode] as const,
      queryFn: () => call('accountsTotal', { currencyCode }),
    }),
  /** `depositInstructions`: the bank details and reference to add money to one account; they do not change. */
  depositInstructions: (accountId: number) =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'depositInstructions', accountId] as const,
      queryFn: () => call('depositInstructions', { accountId }),
      staleTime: Infinity,
    }),
};

/** Where the browser remembers the currency of the home page's total. */
const totalCurrencyStorageKey = 'tessera.totalCurrency';

/** The currency the total was last shown in on this browser, USD at first. */
export function storedTotalCurrency(): string {
  try {
    return window.localStorage.getItem(totalCurrencyStorageKey) ?? 'USD';
  } catch {
    return 'USD';
  }
}

/** Remembers the total's currency for this browser (silently skipped where storage is refused). */
export function storeTotalCurrency(currencyCode: string): void {
  try {
    window.localStorage.setItem(totalCurrencyStorageKey, currencyCode);
  } catch {
    // Private modes may refuse storage; the choice then lasts for the page only.
  }
}

/**
 * The newest movements across the customer's accounts for the home page, a transfer between own
 * accounts once (decision 0031). Kept under the history root so
 * every money mutation that invalidates the history refreshes it too.
 */
export function transactionHistoryQuery() {
  return queryOptions({
    queryKey: [...queryRoots.history, 'recent'] as const,
    queryFn: async () => {
      const reply = await call('transactionHistory', { pageNumber: 1 });
      return oneRowPerOwnTransfer(reply.transactions.transaction).slice(0, recentActivitySize);
    },
  });
}
