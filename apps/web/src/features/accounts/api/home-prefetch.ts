import type { QueryClient } from '@tanstack/react-query';
import { accountQueries, transactionHistoryQuery, storedTotalCurrency } from './accounts-queries.ts';

/**
 * Starts every query the signed-in home shows (spec 001 §2, §3): the accounts, their total in the
 * currency this browser last chose, and the recent activity. Called by the home route's loader, so
 * the requests leave together with customer info instead of after the first render; the home's
 * components then find them in the cache (or in flight).
 */
export function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(accountQueries.list());
  void queryClient.prefetchQuery(accountQueries.accountsTotal(storedTotalCurrency()));
  void queryClient.prefetchQuery(transactionHistoryQuery());
}
