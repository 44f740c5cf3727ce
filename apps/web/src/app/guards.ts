import type { QueryClient } from '@tanstack/react-query';
import { kycRedirectOf } from '@tessera/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { customerInfoQuery } from '../shared/api/shared-queries.ts';
import { accessRedirectOf } from '../shared/session/current-access.ts';
import { ApiError } from '../shared/api/client.ts';
import { termsToAccept } from '../shared/api/terms-error.ts';
import { actingCustomer } from '../shared/session/acting-customer.ts';
import { acceptTermsPath, loginPath } from '../shared/session/return-path.ts';
import { session } from '../shared/session/session.ts';

function returnToOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Protected pages (spec 000 §2 route rules): a signed-out visitor goes to login, which brings them
 * back to this page afterwards. Runs on every navigation, including the back button after sign-out.
 */
export function requireSession({ request }: LoaderFunctionArgs): null {
  if (!session.isAuthenticated()) throw redirect(loginPath(returnToOf(request)));
  return null;
}

/**
 * The main layout's loader: the session guard, then customer info (spec 000 §7: "any failure other
 * than a terms error makes the product send the user to login"). A terms error goes to the terms
 * page, which comes back here once they are accepted. A network failure is shown with a retry
 * instead, so a flaky connection does not sign the user out. A refusal ('13') while acting for a
 * customer means the right on it was withdrawn: the choice is forgotten and asked again (decision
 * 0103). Then the access rule: a representative without balanceInfo is held on company documents.
 */
export function mainLayoutLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    requireSession(args);
    let customer;
    try {
      customer = await queryClient.ensureQueryData(customerInfoQuery());
    } catch (error) {
      if (await termsToAccept(error)) throw redirect(acceptTermsPath(returnToOf(args.request)));
      if (error instanceof ApiError && error.code === 'AE') throw error;
      if (error instanceof ApiError && error.code === '13' && actingCustomer.get() !== null) {
        actingCustomer.set(null);
        queryClient.clear();
        throw redirect('/choose-account');
      }
      if (session.isAuthenticated()) await session.logout('expired');
      throw redirect(loginPath(returnToOf(args.request)));
    }
    // Spec 000 §2 route rules (decision 0064): a customer who must update their details or verify is
    // held on that page; the KYC pages send a verified customer home.
    const pathname = new URL(args.request.url).pathname;
    const elsewhere = kycRedirectOf(customer, pathname) ?? (await accessRedirectOf(queryClient, customer, pathname));
    if (elsewhere !== undefined) throw redirect(elsewhere);
    // What the layout shows above the screen starts loading now, not after its first render (if
    // this module cannot download, the banner and the notice ask for their data themselves).
    void import('./layouts/main-layout-data.ts')
      .then(({ prefetchLayoutData }) => prefetchLayoutData(queryClient, customer))
      .catch(() => undefined);
    return null;
  };
}
