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
  options: (countryCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'payoutOptions', countryCode] as const,
      queryFn: async () => (await call('availableTransfers', { countryCode })).transfers,
      staleTime: catalogueStaleMs,
    }),
  fields: (transferType: PayoutKind, countryCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'payoutFields', transferType, countryCode] as const,
      queryFn: async () => (await call('extraParams', { transferType, countryCode })).params,
      staleTime: catalogueStaleMs,
    }),
  banks: (countryCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'banks', countryCode] as const,
      queryFn: async () => (await call('bankList', { countryCode })).banks,
      staleTime: catalogueStaleMs,
    }),
  branchCodes: (countryCode: string, bankCode: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'branchCodes', countryCode, bankCode] as const,
      queryFn: () => call('branchCodeOptions', { countryCode, bankCode }),
      staleTime: catalogueStaleMs,
    }),
  instantKey: (instantKeyType: InstantKeyType, instantKey: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'instantKey', instantKeyType, instantKey] as const,
      queryFn: () => call('instantKeyInfo', { instantKeyType, instantKey }),
      staleTime: 60_000,
      retry: false,
    }),
  iban: (iban: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'ibanLookup', iban] as const,
      queryFn: () => call('ibanLookup', { iban }),
      staleTime: catalogueStaleMs,
      retry: false,
    }),
  swift: (swift: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'swiftLookup', swift] as const,
      queryFn: () => call('swiftLookup', { swift }),
      staleTime: catalogueStaleMs,
      retry: false,
    }),
  bin: (binNumber: string) =>
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
  limits: (input: { type: PayoutKind; countryCode: string; fromAccountId: number; currencyCode: string }) =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'limits', input] as const,
      queryFn: async () => (await call('customerLimits', input)).limits,
      retry: false,
    }),
  /** Saved recipients (a submit's `templateName`), most recently used first; a payout refreshes them. */
  templates: () =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'paymentTemplates'] as const,
      queryFn: async () => (await call('paymentTemplateList', {})).templates,
    }),
  /** The last payouts (spec 001 §9: 5), newest first, those that cannot be repeated hidden by the server. */
  recent: () =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'recentPayouts'] as const,
      queryFn: async () => (await call('recentTransfers', { limit: recentPayoutsShown })).transfers,
    }),
  /** What one recent payout was sent with, to fill the form again (never a card number). */
  recentDetails: (transactionId: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'recentPayoutDetails', transactionId] as const,
      queryFn: () => call('recentTransferDetails', { transactionId }),
      staleTime: 60_000,
      retry: false,
    }),
};
