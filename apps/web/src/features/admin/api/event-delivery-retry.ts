import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { adminQueries } from './outbox-queries.ts';

/**
 * `eventDeliveryRetry`: puts a dead event delivery back to be delivered, with the reason recorded
 * in the admin audit log (decision 0131); the delivery list is read again afterwards.
 */
export function useEventDeliveryRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => call('eventDeliveryRetry', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.eventDeliveriesAll() }),
  });
}
