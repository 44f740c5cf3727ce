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
};

/**
 * The newest movements across the customer's accounts for the home page, a transfer between own
 * accounts once (decision 0031). Kept under the history root so
 * every money mutation that invalidates the history refreshes it too.
 */
export function recentActivityQuery() {
  return queryOptions({
    queryKey: [...queryRoots.history, 'recent'] as const,
    queryFn: async () => {
      const reply = await call('transactionHistory', { pageNumber: 1 });
      return oneRowPerOwnTransfer(reply.transactions.transaction).slice(0, recentActivitySize);
    },
  });
}
