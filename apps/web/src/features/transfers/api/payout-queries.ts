import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { recentPayoutsShown, type InstantKeyType, type PayoutKind } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { payoutFee, type PayoutRequest } from './payout-request.ts';

/** The catalogue rarely changes: a destination's options stay fresh for ten minutes. */
const catalogueStaleMs = 10 * 60_000;

/**
 * Queries of the external transfer screen (spec 001 §5, §7; decision 0040), under the transfers
 * root so a money submit refreshes them; limits and the maximum under accounts, like the others.
 */
export const payoutQueries = {
  availableTransfers: (countryCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'availableTransfers', countryCode] as const,
      queryFn: async () => (await call('availableTransfers', { countryCode })).transfers,
      staleTime: catalogueStaleMs,
    }),
  extraParams: (transferType: PayoutKind, countryCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'extraParams', transferType, countryCode] as const,
      queryFn: async () => (await call('extraParams', { transferType, countryCode })).params,
      staleTime: catalogueStaleMs,
    }),
  bankList: (countryCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'bankList', countryCode] as const,
      queryFn: async () => (await call('bankList', { countryCode })).banks,
      staleTime: catalogueStaleMs,
    }),
  branchCodeOptions: (countryCode: string, bankCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'branchCodeOptions', countryCode, bankCode] as const,
      queryFn: () => call('branchCodeOptions', { countryCode, bankCode }),
      staleTime: catalogueStaleMs,
    }),
  instantKeyInfo: (instantKeyType: InstantKeyType, instantKey: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'instantKeyInfo', instantKeyType, instantKey] as const,
      queryFn: () => call('instantKeyInfo', { instantKeyType, instantKey }),
      staleTime: 60_000,
      retry: false,
    }),
  ibanLookup: (iban: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'ibanLookup', iban] as const,
      queryFn: () => call('ibanLookup', { iban }),
      staleTime: catalogueStaleMs,
      retry: false,
    }),
  swiftLookup: (swift: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'swiftLookup', swift] as const,
      queryFn: () => call('swiftLookup', { swift }),
      staleTime: catalogueStaleMs,
      retry: false,
    }),
  binInfo: (binNumber: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'binInfo', binNumber] as const,
      queryFn: () => call('binInfo', { binNumber }),
      staleTime: catalogueStaleMs,
      retry: false,
    }),
  fee: (kind: PayoutKind, request: PayoutRequest) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'payoutFee', kind, request] as const,
      queryFn: () => payoutFee(kind, request),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  maxAmount: (input: { operation: PayoutKind; fromAccountId: number; countryCode: string; currencyCode: string }) =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'maxAmount', input] as const,
      queryFn: () => call('maxAmount', input),
      retry: false,
    }),
  customerLimits: (input: { type: PayoutKind; countryCode: string; fromAccountId: number; currencyCode: string }) =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'customerLimits', input] as const,
      queryFn: async () => (await call('customerLimits', input)).limits,
      retry: false,
    }),
  /** Saved recipients (a submit's `templateName`), most recently used first; a payout refreshes them. */
  paymentTemplateList: () =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'paymentTemplateList'] as const,
      queryFn: async () => (await call('paymentTemplateList', {})).templates,
    }),
  /** The last payouts (spec 001 §9: 5), newest first, those that cannot be repeated hidden by the server. */
  recentTransfers: () =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'recentTransfers'] as const,
      queryFn: async () => (await call('recentTransfers', { limit: recentPayoutsShown })).transfers,
    }),
  /** What one recent payout was sent with, to fill the form again (never a card number). */
  recentTransferDetails: (transactionId: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'recentTransferDetails', transactionId] as const,
      queryFn: () => call('recentTransferDetails', { transactionId }),
      staleTime: 60_000,
      retry: false,
    }),
};
