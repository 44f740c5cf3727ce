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
  transactionRequestList: (filter: RequestFilter) =>
    queryOptions({
      queryKey: [...transactionRequestQueries.all(), 'transactionRequestList', filter] as const,
      queryFn: () => call('transactionRequestList', { ...filter, size: 50 }),
      placeholderData: keepPreviousData,
    }),
  /** The company's approval policy (`approvalPolicyGet`, read access; decision 0114). */
  approvalPolicyGet: () =>
    queryOptions({
      queryKey: [...transactionRequestQueries.all(), 'approvalPolicyGet'] as const,
      queryFn: () => call('approvalPolicyGet', {}),
    }),
  /**
   * The caller's access-right level on the customer shown (`customerInfo` and `customerAccessList`):
   * full access edits the policy; others read it.
   */
  myAccess: () =>
    queryOptions({
      queryKey: [...transactionRequestQueries.all(), 'myAccess'] as const,
      queryFn: async () => {
        const [{ customer }, { accesses }] = await Promise.all([
          call('customerInfo', {}),
          call('customerAccessList', {}),
        ]);
        return accesses.find((access) => access.id === customer.customerId)?.accessRights ?? null;
      },
    }),
  transactionRequestMassList: (filter: RequestFilter) =>
    queryOptions({
      queryKey: [...transactionRequestQueries.all(), 'transactionRequestMassList', filter] as const,
      queryFn: () => call('transactionRequestMassList', { ...filter, size: 50 }),
    }),
};
