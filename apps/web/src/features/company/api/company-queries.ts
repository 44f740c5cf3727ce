import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

/** Query-key factory of the company feature (DESIGN §7.3). */
export const companyQueries = {
  all: () => ['company'] as const,
  /** The company's overview (spec 002 §2 `company`; `companyGet`). */
  profile: () =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'profile'] as const,
      queryFn: async () => (await call('companyGet', {})).company,
    }),
  /** The company's business resolutions with their signers (`resolutionGet`). */
  resolutions: () =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'resolutions'] as const,
      queryFn: async () => (await call('resolutionGet', {})).resolutions,
    }),
};
