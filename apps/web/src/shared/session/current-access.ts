import type { QueryClient } from '@tanstack/react-query';
import {
  confinedPaths,
  isConfinedToCompanyDocuments,
  startPaths,
  type Customer,
  type CustomerAccess,
} from '@tessera/contract';
import { customerAccessListQuery } from '../api/shared-queries.ts';
import { actingCustomer } from './acting-customer.ts';

/**
 * Whether a customer's session works through a customer access (spec 002 §3 "Customer access
 * info"; decision 0103): a business (its own login or an employee holding a right on it) or anyone
 * with related accounts. A personal customer without related accounts has their own money only.
 */
export function worksThroughAccess(
  customer: Pick<Customer, 'customerType' | 'isHaveRelatedAccounts' | 'isAdmin'> | undefined,
): boolean {
  if (!customer || customer.isAdmin) return false;
  return customer.customerType === 'business' || customer.isHaveRelatedAccounts;
}

/**
 * The access the session works in: the one chosen to act for, else the user's own (decision 0102).
 * Undefined when the chosen customer is no longer among the user's accesses (a right withdrawn).
 */
export function currentAccessOf(
  accesses: readonly CustomerAccess[],
  actingCustomerId: number | null,
): CustomerAccess | undefined {
  return accesses.find((access) => (actingCustomerId === null ? access.isOwn : access.id === actingCustomerId));
}

/** The screens that prepare or submit a payment: for an access with `payments` (decision 0103). */
export const paymentPaths: readonly string[] = [
  '/transfer/p2p',
  '/transfer/account',
  '/transfer/external',
  '/transfer/preapproved-payments',
];

/** True when `pathname` is one of `paths` or below it. */
function isWithin(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The main layout's access rule (spec 000 §6, 002 §2 route rules; decision 0103): where a page
 * must send the user instead, or undefined. A representative without balanceInfo opens only the
 * company documents and the account choice; one without `payments` is sent home from the payment
 * screens; a chosen customer the user lost their right on is forgotten and the choice is shown again.
 */
export async function accessRedirectOf(
  queryClient: QueryClient,
  customer: Pick<Customer, 'customerType' | 'isHaveRelatedAccounts' | 'isAdmin'>,
  pathname: string,
): Promise<string | undefined> {
  if (!worksThroughAccess(customer)) return undefined;
  const accesses = await queryClient.ensureQueryData(customerAccessListQuery());
  const access = currentAccessOf(accesses, actingCustomer.get());
  if (access === undefined) {
    actingCustomer.set(null);
    queryClient.clear();
    return pathname === startPaths.chooseAccount ? undefined : startPaths.chooseAccount;
  }
  if (isConfinedToCompanyDocuments(access))
    return isWithin(pathname, confinedPaths) ? undefined : startPaths.companyDocuments;
  if (!access.accessList.includes('payments') && isWithin(pathname, paymentPaths)) return startPaths.home;
  return undefined;
}
