import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { closedAccountStatusId, type Account } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { accountListQuery } from '../../../shared/api/shared-queries.ts';

/** Recent p2p recipients shown on the send screen (spec 001 §9). */
const recentRecipientsShown = 3;

/** Accounts money can leave from or arrive to: open ones, payment accounts before cards. */
export function openAccounts(accounts: Account[]): Account[] {
  return accounts
    .filter((account) => account.accountStatusId !== closedAccountStatusId)
    .sort((a, b) => a.type - b.type || a.accountId - b.accountId);
}

/** Query-key factory of the transfers feature (DESIGN §7.3). */
export const transferQueries = {
  accounts: accountListQuery,
  p2pBeneficiaryList: () =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'p2pBeneficiaryList'] as const,
      queryFn: async () => (await call('p2pBeneficiaryList', { limit: recentRecipientsShown })).beneficiaries,
    }),
  /** Payee check (spec 001 §5): only called for plausible e-mails. */
  checkEmail: (email: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'checkEmail', email.toLowerCase()] as const,
      queryFn: () => call('checkEmail', { email }),
      staleTime: 60_000,
      retry: false,
    }),
  p2pFee: (input: { fromAccount: number; toEmail: string; amount: string; currency: string }) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'p2pFee', input] as const,
      queryFn: () => call('p2pFee', input),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  betweenAccountsFee: (input: { fromAccount: number; toAccount: number; amount: string }) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'betweenAccountsFee', input] as const,
      queryFn: () => call('betweenAccountsFee', input),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  maxAmount: (input: { operation: 'p2p' | 'betweenAccounts'; fromAccount: number; toAccount?: number }) =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'maxAmount', input] as const,
      queryFn: () => call('maxAmount', input),
      retry: false,
    }),
  limits: (input: { type: 'p2p' | 'betweenAccounts'; fromAccountId: number }) =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'limits', input] as const,
      queryFn: async () => (await call('limits', input)).limits,
      retry: false,
    }),
  currencies: () =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'currencies'] as const,
      queryFn: async () => {
        const { rates } = await call('defaultExchangeRates', {});
        return [...new Set(['USD', ...rates.map((rate) => rate.toCurrencyCode)])].sort();
      },
      staleTime: 10 * 60_000,
    }),
  preapprovedPaymentList: (filter: PreapprovedFilter) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'preapprovedPaymentList', filter] as const,
      queryFn: async () => (await call('preapprovedPaymentList', filter)).payments,
      placeholderData: keepPreviousData,
    }),
};

/** The pre-approved payments filter of spec 001 §7; empty values are left out. */
export interface PreapprovedFilter {
  beneficiaryEmail?: string;
  fromAmount?: string;
  toAmount?: string;
  type?: 'betweenAccounts';
}
