import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MethodResult } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { adminQueries } from './outbox-queries.ts';

/**
 * What the administrator typed to find a customer: all digits is a customer id, anything else an
 * e-mail (decision 0016: `customerFind {login | customerId}`).
 */
function customerFindInput(query: string): { login: string } | { customerId: number } {
  const trimmed = query.trim();
  return /^\d{1,9}$/.test(trimmed) ? { customerId: Number(trimmed) } : { login: trimmed };
}

/** `customerFind`: the customer with its state. */
export function useCustomerFind() {
  return useMutation({ mutationFn: (query: string) => call('customerFind', customerFindInput(query)) });
}

/** `customerDisable` or `customerEnable` with a reason; the audit log is read again afterwards. */
export function useCustomerAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      action: 'disable' | 'enable';
      customerId: number;
      reason: string;
    }): Promise<MethodResult<'customerDisable'> | MethodResult<'customerEnable'>> =>
      input.action === 'disable'
        ? call('customerDisable', { customerId: input.customerId, reason: input.reason })
        : call('customerEnable', { customerId: input.customerId, reason: input.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.auditLogAll() }),
  });
}
