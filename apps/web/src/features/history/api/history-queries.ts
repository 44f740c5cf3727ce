import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HistoryFilter } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { accountListQuery, customerInfoQuery } from '../../../shared/api/shared-queries.ts';

/** Query-key factory of the history feature (DESIGN §7.3). */
export const historyQueries = {
  /** The customer's accounts, sorted by accountStatusId ascending (spec 001 §4), closed ones last. */
  accounts: () =>
    queryOptions({
      ...accountListQuery(),
      select: (accounts) =>
        [...accounts].sort((a, b) => a.accountStatusId - b.accountStatusId || a.accountId - b.accountId),
    }),
  transactionHistory: (filter: HistoryFilter) =>
    queryOptions({
      queryKey: [...queryRoots.history, 'transactionHistory', filter] as const,
      queryFn: () => call('transactionHistory', filter),
      placeholderData: keepPreviousData,
    }),
  transactionTypeList: () =>
    queryOptions({
      queryKey: [...queryRoots.history, 'transactionTypeList'] as const,
      queryFn: async () => (await call('transactionTypeList', {})).types,
      staleTime: Infinity,
    }),
  customer: customerInfoQuery,
};
