import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Customer, CustomerAccess } from '@tessera/contract';
import { customerAccessListQuery, customerInfoQuery } from '../api/shared-queries.ts';
import { actingCustomer } from './acting-customer.ts';
import { currentAccessOf, worksThroughAccess } from './current-access.ts';

/**
 * The customer access the session works in (decision 0103), for screens that follow its accessList:
 * `access` is undefined while loading, for an administrator and for a personal customer without
 * related accounts; `known` is false until the customer, and the accesses when they matter, are
 * loaded (screens that depend on the access wait for it); `accesses` is the user's list (for the
 * account switch).
 */
export function useCurrentAccess(
  customer: Pick<Customer, 'customerType' | 'isHaveRelatedAccounts' | 'isAdmin'> | undefined,
): { access: CustomerAccess | undefined; known: boolean; accesses: UseQueryResult<CustomerAccess[]> } {
  const through = worksThroughAccess(customer);
  const accesses = useQuery({ ...customerAccessListQuery(), enabled: through });
  return {
    access: accesses.data ? currentAccessOf(accesses.data, actingCustomer.get()) : undefined,
    known: customer !== undefined && (!through || accesses.data !== undefined),
    accesses,
  };
}

/**
 * Whether the access the session works in may prepare payments (its accessList has `payments`,
 * decision 0103): false for a read-only or uploading representative, true for one's own customer.
 * Screens hide their payment actions with it; the server refuses them anyway ('13').
 */
export function useMayPay(): boolean {
  const customer = useQuery(customerInfoQuery());
  const { access } = useCurrentAccess(customer.data);
  return access === undefined || access.accessList.includes('payments');
}
