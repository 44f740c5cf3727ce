import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { customerAccessListQuery } from '../../../shared/api/shared-queries.ts';

/** Query-key factory of the company-access feature (DESIGN §7.3). */
export const companyAccessQueries = {
  /** The business's users and their levels (spec 001 §6 "access rights list"). */
  accessRightsList: () =>
    queryOptions({
      queryKey: ['companyAccess', 'accessRightsList'] as const,
      queryFn: async () => (await call('accessRightsList', {})).users,
    }),
  /** The customers the signed-in user may act for (spec 002 §3 "Customer access info"). */
  accesses: customerAccessListQuery,
};
