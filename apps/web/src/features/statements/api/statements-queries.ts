import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { accountListQuery, customerInfoQuery } from '../../../shared/api/shared-queries.ts';

/** Root key of the statements feature. */
const statementsRoot = ['statements'] as const;

/** Query-key factory of the statements feature (DESIGN §7.3). */
export const statementQueries = {
  all: () => statementsRoot,
  /** The customer's accounts, sorted by accountStatusId then number, as history sorts them (spec 001 §4). */
  accounts: () =>
    queryOptions({
      ...accountListQuery(),
      select: (accounts) =>
        [...accounts].sort((a, b) => a.accountStatusId - b.accountStatusId || a.accountId - b.accountId),
    }),
  /** One page (12) of an account's issued monthly statements (`statementExportList`, spec 001 §7, §9). */
  statementExportList: (accountId: number, pageNumber: number) =>
    queryOptions({
      queryKey: [...statementsRoot, 'statementExportList', accountId, pageNumber] as const,
      queryFn: () => call('statementExportList', { accountId, source: 'monthly', pageNumber }),
      placeholderData: keepPreviousData,
    }),
  customer: customerInfoQuery,
};
