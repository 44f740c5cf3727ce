import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobState } from '@tessera/contract';
import { callMethod } from '../../../shared/api/client.ts';

/** Query-key factory of the admin feature. */
export const adminQueries = {
  outbox: (pageNumber: number) =>
    queryOptions({
      queryKey: ['admin', 'outbox', pageNumber] as const,
      queryFn: () => callMethod('outboxList', { pageNumber }),
      placeholderData: keepPreviousData,
      refetchInterval: 10_000,
    }),
  sms: (pageNumber: number) =>
    queryOptions({
      queryKey: ['admin', 'sms', pageNumber] as const,
      queryFn: () => callMethod('smsOutboxList', { pageNumber }),
      placeholderData: keepPreviousData,
      refetchInterval: 5_000,
    }),
  /** The admin audit log (decision 0016), newest first, optionally of one customer. */
  auditLogAll: () => ['admin', 'auditLog'] as const,
  auditLog: (pageNumber: number, customerId?: number) =>
    queryOptions({
      queryKey: [...adminQueries.auditLogAll(), { pageNumber, customerId }] as const,
      queryFn: () => callMethod('adminAuditLog', { pageNumber, customerId }),
      placeholderData: keepPreviousData,
    }),
  /** Background jobs (decision 0022), optionally of one state, most recently changed first. */
  jobsAll: () => ['admin', 'jobs'] as const,
  jobs: (pageNumber: number, state?: JobState) =>
    queryOptions({
      queryKey: [...adminQueries.jobsAll(), { pageNumber, state }] as const,
      queryFn: () => callMethod('jobList', { pageNumber, state }),
      placeholderData: keepPreviousData,
      refetchInterval: 10_000,
    }),
};
