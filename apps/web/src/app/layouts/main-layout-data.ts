import type { QueryClient } from '@tanstack/react-query';
import type { Customer } from '@tessera/contract';
import { kycQueries, statusBannerIsMobile } from '../../features/kyc/api/kyc-queries.ts';
import { dueDiligenceNoticeQuery } from '../../features/profile/api/profile-api.ts';
import { actingCustomer } from '../../shared/session/acting-customer.ts';

/**
 * Starts the queries of what the main layout shows above every screen, as soon as customer info is
 * known (spec 000 §2, 002 §3–§4): the account status banner's `kycCustomerInfo` and the due
 * diligence notice's `dueDiligenceInfo` (decision 0091). Not for an administrator (neither shows)
 * nor while acting for another customer (the layout waits for the access first, decision 0103).
 */
export function prefetchLayoutData(queryClient: QueryClient, customer: Pick<Customer, 'isAdmin' | 'isNeedKyc'>): void {
  if (customer.isAdmin || actingCustomer.get() !== null) return;
  void queryClient.prefetchQuery(kycQueries.kycCustomerInfo(statusBannerIsMobile()));
  if (!customer.isNeedKyc) void queryClient.prefetchQuery(dueDiligenceNoticeQuery());
}
