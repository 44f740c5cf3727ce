import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

/**
 * Query-key factory of the company feature (DESIGN §7.3). `customerId` is the business an
 * administrator opened from the back office; otherwise the customer acted for.
 */
export const companyQueries = {
  all: () => ['company'] as const,
  /** The company's overview (spec 002 §2 `company`; `companyGet`). */
  companyGet: (customerId?: number) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'companyGet', customerId ?? 'acting'] as const,
      queryFn: async () => (await call('companyGet', { fromCustomerId: customerId })).company,
    }),
  /** The company's business resolutions with their signers (`resolutionGet`). */
  resolutionGet: (customerId?: number) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'resolutionGet', customerId ?? 'acting'] as const,
      queryFn: async () => (await call('resolutionGet', { fromCustomerId: customerId })).resolutions,
    }),
};
