import { queryOptions } from '@tanstack/react-query';
import { callMethod } from '../../../shared/api/client.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';

/** Query-key factory and query options of the accounts feature (DESIGN §7.3). */
export const accountQueries = {
  all: () => queryRoots.accounts,
  list: () =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'list'] as const,
      queryFn: async () => (await callMethod('accountList', {})).accounts,
    }),
  customer: () =>
    queryOptions({
      queryKey: [...queryRoots.customer, 'info'] as const,
      queryFn: async () => (await callMethod('customerInfo', {})).customer,
    }),
};
