import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { adminQueries } from './outbox-queries.ts';

/** `jobRetry`: puts a dead job back to run (decision 0022); the job list is read again afterwards. */
export function useJobRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('jobRetry', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.jobsAll() }),
  });
}
