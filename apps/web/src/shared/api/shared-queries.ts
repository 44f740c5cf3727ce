import { queryOptions } from '@tanstack/react-query';
import { call } from './call.ts';
import { queryRoots } from './query-keys.ts';

/**
 * Queries several features read (DESIGN §7.3): one key, one fetcher each, so a feature's own
 * `select` never competes with another feature's differently shaped cache entry.
 */

/** The signed-in customer (`customerInfo`, spec 000 §3). */
export function customerInfoQuery() {
  return queryOptions({
    queryKey: [...queryRoots.customer, 'info'] as const,
    queryFn: async () => (await call('customerInfo', {})).customer,
  });
}

/** The customer's accounts (`accountList`, spec 001 §3), every status. */
export function accountListQuery() {
  return queryOptions({
    queryKey: [...queryRoots.accounts, 'list'] as const,
    queryFn: async () => (await call('accountList', {})).accounts,
  });
}

/**
 * The customers the signed-in user may act for (`customerAccessList`, spec 002 §3 "Customer access
 * info"): their own first.
 */
export function customerAccessListQuery() {
  return queryOptions({
    queryKey: ['companyAccess', 'customerAccessList'] as const,
    queryFn: async () => (await call('customerAccessList', {})).accesses,
  });
}
