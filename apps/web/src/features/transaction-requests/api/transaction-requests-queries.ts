import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TransactionRequestStatus, TransactionRequestType } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';

/** The filter of the requests list (spec 001 §7 "Business approval"), as the address keeps it. */
export interface RequestFilter {
  page: number;
  status?: TransactionRequestStatus | undefined;
  transactionType?: TransactionRequestType | undefined;
  createdBy?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** Query-key factory of the transaction-requests feature (DESIGN §7.3); under `transfers`, so every money mutation refreshes it. */
export const transactionRequestQueries = {
  all: () => [...queryRoots.transfers, 'transactionRequests'] as const,
  list: (filter: RequestFilter) =>
    queryOptions({
      queryKey: [...transactionRequestQueries.all(), 'list', filter] as const,
      queryFn: () => call('transactionRequestList', { ...filter, size: 50 }),
      placeholderData: keepPreviousData,
    }),
  mass: (filter: RequestFilter) =>
    queryOptions({
      queryKey: [...transactionRequestQueries.all(), 'mass', filter] as const,
      queryFn: () => call('transactionRequestMassList', { ...filter, size: 50 }),
    }),
};
