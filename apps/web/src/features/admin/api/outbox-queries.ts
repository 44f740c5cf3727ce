import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobState } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';

/** Query-key factory of the admin feature. */
export const adminQueries = {
  outboxList: (pageNumber: number) =>
    queryOptions({
      queryKey: ['admin', 'outboxList', pageNumber] as const,
      queryFn: () => call('outboxList', { pageNumber }),
      placeholderData: keepPreviousData,
      refetchInterval: 10_000,
    }),
  smsOutboxList: (pageNumber: number) =>
    queryOptions({
      queryKey: ['admin', 'smsOutboxList', pageNumber] as const,
      queryFn: () => call('smsOutboxList', { pageNumber }),
      placeholderData: keepPreviousData,
      refetchInterval: 5_000,
    }),
  /** The admin audit log (decision 0016), newest first, optionally of one customer. */
  auditLogAll: () => ['admin', 'auditLog'] as const,
  adminAuditLog: (pageNumber: number, customerId?: number) =>
    queryOptions({
      queryKey: [...adminQueries.auditLogAll(), { pageNumber, customerId }] as const,
      queryFn: () => call('adminAuditLog', { pageNumber, customerId }),
      placeholderData: keepPreviousData,
    }),
  /** Background jobs (decision 0022), optionally of one state, most recently changed first. */
  jobsAll: () => ['admin', 'jobs'] as const,
  jobList: (pageNumber: number, state?: JobState) =>
    queryOptions({
      queryKey: [...adminQueries.jobsAll(), { pageNumber, state }] as const,
      queryFn: () => call('jobList', { pageNumber, state }),
      placeholderData: keepPreviousData,
      refetchInterval: 10_000,
    }),
  /** Deliveries of domain events to their subscribers (decision 0131), optionally of one state. */
  eventDeliveriesAll: () => ['admin', 'eventDeliveries'] as const,
  eventDeliveryList: (pageNumber: number, state?: JobState) =>
    queryOptions({
      queryKey: [...adminQueries.eventDeliveriesAll(), { pageNumber, state }] as const,
      queryFn: () => call('eventDeliveryList', { pageNumber, state }),
      placeholderData: keepPreviousData,
      refetchInterval: 10_000,
    }),
  /** Incoming bank payments whose reference matched no account (decision 0051), oldest first. */
  depositsAll: () => ['admin', 'deposits'] as const,
  unmatchedDepositList: () =>
    queryOptions({
      queryKey: [...adminQueries.depositsAll(), 'unmatchedDepositList'] as const,
      queryFn: () => call('unmatchedDepositList', {}),
      // Simulated payments arrive after the sandbox rail's delay; the queue shows them without a reload.
      refetchInterval: 5_000,
    }),
};
