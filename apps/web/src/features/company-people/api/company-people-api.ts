import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

/** Query-key factory of the company-people feature (DESIGN §7.3). */
export const companyPeopleQueries = {
  /** The business's whole people structure (decision 0110: persons, companies, directors, shareholders, owners, users). */
  businessPeopleList: () =>
    queryOptions({
      queryKey: ['companyPeople', 'businessPeopleList'] as const,
      queryFn: async () => (await call('businessPeopleList', {})).people,
    }),
  /** One person's details, roles and verification status (`representativeInfo`, decision 0111). */
  representativeInfo: (personId: number) =>
    queryOptions({
      queryKey: ['companyPeople', 'representativeInfo', personId] as const,
      queryFn: async () => (await call('representativeInfo', { personId })).representative,
    }),
};
