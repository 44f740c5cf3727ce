import type { QueryClient } from '@tanstack/react-query';
import { isCertificationActionRequired, startPage, startPaths } from '@tessera/contract';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { termsToAccept } from '../../../shared/api/terms-error.ts';
import { actingCustomer } from '../../../shared/session/acting-customer.ts';
import { acceptTermsPath } from '../../../shared/session/return-path.ts';

/**
 * Where the app goes right after a sign-in (spec 000 §2 "start page after login"): the contract's
 * seven rules fed by customer info, with the remembered protected path for rule 7. An old-web
 * address (rule 1) is left for with a full page load. A choice among customer accesses (rule 3)
 * goes to the choose-account page, which applies the rule's refinements (decision 0102).
 * @returns the in-app path to navigate to (the terms page when customer info answers 'TE', the
 *   remembered path when it cannot be loaded), or null when the browser is leaving for another address.
 */
export async function startPathAfterSignIn(queryClient: QueryClient, rememberedPath: string): Promise<string | null> {
  let customer;
  try {
    customer = await queryClient.fetchQuery({ ...customerInfoQuery(), staleTime: 0 });
  } catch (error) {
    // Terms to accept first (spec 000 §7 'TE'): their page comes back to the start page.
    if (await termsToAccept(error)) return acceptTermsPath(rememberedPath);
    // Signed in already: the main layout loads customer info again and shows its own error.
    return rememberedPath;
  }
  // Rule 6: a required tax action (none, rejected, expiredSoon) leads to the self-certification splash.
  const taxStatus = customer.taxResidencySelfCertificationDocumentStatus;
  const isNeedTaxSelfCertification = taxStatus !== undefined && isCertificationActionRequired(taxStatus);
  const customCustomerId = actingCustomer.get() ?? undefined;
  const page = startPage({
    customer: { ...customer, isNeedTaxSelfCertification },
    rememberedPath,
    customCustomerId,
    // Rule 3 with related accounts: the choice is made on its own page (decision 0102).
    customerAccesses: customer.isHaveRelatedAccounts ? [{ id: customer.customerId }] : undefined,
  });
  if (page.kind === 'chooseAccess') return startPaths.chooseAccount;
  if (page.kind === 'external') {
    window.location.assign(page.url);
    return null;
  }
  return page.kind === 'route' ? page.path : startPaths.home;
}
