import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { loadAllStrings, loadHomeStrings } from '../shared/i18n/i18n.ts';
import { loadAllStyles, loadHomeStyles } from '../shared/styles/all-styles.ts';
import { firstScreenPaths } from './first-screen-paths.ts';
import { brandQuery } from '../shared/brand/brand-config.ts';
import { accountListQuery } from '../shared/api/shared-queries.ts';
import { representativeSecretLoader } from '../features/tax-certification/api/representative-secret.ts';
import { mainLayoutLoader, requireSession } from './guards.ts';
import { RouteErrorPage, RouteFallback } from './routes/route-error-page.tsx';

/** A loader that sends visitors to login when the brand does not register (that kind of) customers. */
function registrationGuard(queryClient: QueryClient, kind: 'any' | 'personal' | 'business') {
  return async () => {
    const brand = await queryClient.ensureQueryData(brandQuery());
    const offered =
      brand.allowRegistration &&
      (kind === 'personal'
        ? brand.registrationPersonalTypes.length > 0
        : kind === 'business'
          ? brand.registrationBusinessTypes.length > 0
          : brand.registrationPersonalTypes.length + brand.registrationBusinessTypes.length > 0);
    if (!offered) throw redirect('/login');
    return null;
  };
}

/**
 * Every route of the app, each screen lazy-loaded (DESIGN §5). Guards are loaders (DESIGN §2):
 * the main layout's loader checks the session and loads customer info before any protected screen;
 * the login page's own loader refreshes a live session and sends it home, or signs in with a
 * `code` + `codeVerifier` query (spec 000 §2).
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(
    withTheRest([
      {
        id: 'root',
        lazy: () => import('./layouts/root-layout.tsx'),
        hydrateFallbackElement: <RouteFallback />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/', lazy: () => import('../features/auth/routes/login-page.tsx') },
          { path: '/login', lazy: () => import('../features/auth/routes/login-page.tsx') },
          {
            // Registration only where the brand allows it, else the login page (spec 000 §2).
            path: '/register',
            loader: registrationGuard(queryClient, 'any'),
            lazy: () => import('../features/onboarding/routes/register-page.tsx'),
          },
          {
            path: '/register/personal',
            loader: registrationGuard(queryClient, 'personal'),
            lazy: () => import('../features/onboarding/routes/register-personal-page.tsx'),
          },
          {
            path: '/register/business',
            loader: registrationGuard(queryClient, 'business'),
            lazy: () => import('../features/business-registration/routes/register-business-page.tsx'),
          },
          // The push migration's enrolment (spec 000 §2 scp, scp-mobile): needs a login result, else login.
          { path: '/scp', lazy: () => import('../features/auth/routes/scp-page.tsx') },
          { path: '/scp-mobile', lazy: () => import('../features/auth/routes/scp-page.tsx') },
          { path: '/authenticator', lazy: () => import('../features/authenticator/routes/authenticator-page.tsx') },
          // Pending terms (spec 000 §7 'TE'): signed-in customers only, outside the main layout it guards.
          {
            path: '/accept-terms',
            loader: requireSession,
            lazy: () => import('../features/auth/routes/accept-terms-page.tsx'),
          },
          { path: '/activate', lazy: () => import('../features/onboarding/routes/activate-page.tsx') },
          // A director signs a board resolution by their e-mailed single-use link (decision 0107): no session.
          {
            path: '/resolution-sign/:token',
            lazy: () => import('../features/company/routes/resolution-sign-page.tsx'),
          },
          // Identity verification (spec 000 §2): the hosted capture page is public (its token proves it);
          // the video job is the signed-in customer's.
          // A director or owner verifies their own identity by their e-mailed link (decision 0112): no session.
          {
            path: '/person-verification/:secret',
            lazy: () => import('../features/identity-verification/routes/person-verification-page.tsx'),
          },
          {
            path: '/identity-verification/:workflowRunId/:token',
            lazy: () => import('../features/identity-verification/routes/identity-verification-page.tsx'),
          },
          {
            path: '/video-identity-job/:id',
            loader: requireSession,
            lazy: () => import('../features/identity-verification/routes/video-identity-job-page.tsx'),
          },
          // A controlling person's certification by link (spec 002 §2; decision 0080): no session, a secret.
          {
            path: '/self-certification-representative',
            loader: representativeSecretLoader,
            lazy: () => import('../features/tax-certification/routes/self-certification-representative-page.tsx'),
          },
          { path: '/account-recovery', loader: () => redirect('/account-recovery/email') },
          {
            path: '/account-recovery/:step',
            lazy: () => import('../features/onboarding/routes/account-recovery-page.tsx'),
          },
          {
            id: 'main',
            loader: mainLayoutLoader(queryClient),
            // Re-check the session on every navigation inside the layout, not only on entering it.
            shouldRevalidate: () => true,
            lazy: () => import('./layouts/main-layout.tsx'),
            errorElement: <RouteErrorPage />,
            children: [
              {
                path: '/home',
                loader: (args) => {
                  requireSession(args);
                  // Start loading what home shows while the screen's code downloads, all at once
                  // (if this module cannot download, home's components ask for their data themselves).
                  void import('../features/accounts/api/home-prefetch.ts')
                    .then(({ prefetchHome }) => prefetchHome(queryClient))
                    .catch(() => undefined);
                  return null;
                },
                lazy: () => import('../features/accounts/routes/home-page.tsx'),
              },
              {
                // One account's page (decision 0034): `/account/…` cannot clash with the spec's `accounts/…` routes.
                path: '/account/:accountId',
                loader: (args) => {
                  requireSession(args);
                  void queryClient.prefetchQuery(accountListQuery());
                  return null;
                },
                lazy: () => import('./routes/account-page.tsx'),
              },
              {
                // A crypto wallet's receiving address and deposits (decision 0050; not in the spec's route list).
                path: '/wallet/:currencyCode',
                loader: requireSession,
                lazy: () => import('../features/crypto/routes/wallet-page.tsx'),
              },
              {
                path: '/transfer/p2p',
                loader: requireSession,
                lazy: () => import('../features/transfers/routes/p2p-page.tsx'),
              },
              {
                path: '/transfer/account',
                loader: requireSession,
                lazy: () => import('../features/transfers/routes/between-accounts-page.tsx'),
              },
              {
                path: '/transfer/external',
                loader: requireSession,
                lazy: () => import('../features/transfers/routes/external-page.tsx'),
              },
              {
                path: '/transfer/preapproved-payments',
                loader: requireSession,
                lazy: () => import('../features/transfers/routes/preapproved-payments-page.tsx'),
              },
              {
                // Business approval (spec 001 §4, §7; decision 0105): transaction requests waiting for approval.
                path: '/transfer/approved',
                loader: requireSession,
                lazy: () => import('../features/transaction-requests/routes/approved-page.tsx'),
              },
              {
                // The approval policy's rules, edited with full access (decision 0114).
                path: '/transfer/approved/policy',
                loader: requireSession,
                lazy: () => import('../features/transaction-requests/routes/policy-page.tsx'),
              },
              // Verification (spec 000 §2, 002 §2): the main layout's loader holds a customer who must verify on kyc.
              { path: '/kyc', loader: requireSession, lazy: () => import('./routes/kyc-page.tsx') },
              {
                path: '/business-kyc',
                loader: requireSession,
                lazy: () => import('./routes/kyc-page.tsx'),
              },
              {
                // The company's own e-mails (spec 002 §2 company pages; decision 0116).
                path: '/company-emails',
                loader: requireSession,
                lazy: () => import('../features/profile/routes/company-emails-page.tsx'),
              },
              {
                // The company's overview (spec 002 §2 `company`; decision 0106).
                path: '/company',
                loader: requireSession,
                lazy: () => import('../features/company/routes/company-page.tsx'),
              },
              {
                path: '/company-documents',
                loader: requireSession,
                lazy: () => import('../features/kyc/routes/company-documents-page.tsx'),
              },
              {
                path: '/limited-account',
                loader: requireSession,
                lazy: () => import('../features/kyc/routes/limited-account-page.tsx'),
              },
              {
                path: '/unverified-account',
                loader: requireSession,
                lazy: () => import('../features/kyc/routes/unverified-account-page.tsx'),
              },
              {
                path: '/history',
                loader: requireSession,
                lazy: () => import('../features/history/routes/history-page.tsx'),
              },
              // Tax self-certification (spec 002 §2; start-page rule 6; decisions 0078, 0079).
              {
                path: '/self-certification-splash',
                loader: requireSession,
                lazy: () => import('../features/tax-certification/routes/self-certification-splash-page.tsx'),
              },
              {
                path: '/self-certification-business-splash',
                loader: requireSession,
                lazy: () => import('../features/tax-certification/routes/self-certification-business-splash-page.tsx'),
              },
              {
                path: '/self-certification',
                loader: requireSession,
                lazy: () => import('../features/tax-certification/routes/self-certification-page.tsx'),
              },
              {
                path: '/self-certification-business',
                loader: requireSession,
                lazy: () => import('../features/tax-certification/routes/self-certification-business-page.tsx'),
              },
              {
                path: '/statements',
                loader: requireSession,
                lazy: () => import('../features/statements/routes/statements-page.tsx'),
              },
              {
                path: '/setting',
                loader: requireSession,
                lazy: () => import('../features/settings/routes/settings-page.tsx'),
              },
              // The company's people, route company/{path} (spec 000 §2; decision 0110); another path is not found.
              ...['directors', 'shareholders', 'owners', 'users'].map((path) => ({
                path: `/company/${path}`,
                loader: requireSession,
                lazy: () => import('../features/company-people/routes/company-people-page.tsx'),
              })),
              {
                // Manage users (spec 000 §2 company-access; decision 0100).
                path: '/company-access',
                loader: requireSession,
                lazy: () => import('../features/company-access/routes/company-access-page.tsx'),
              },
              {
                // Start page rule 3: a user with related accounts chooses whom to act for (decision 0102).
                path: '/choose-account',
                loader: requireSession,
                lazy: () => import('../features/company-access/routes/choose-account-page.tsx'),
              },
              {
                path: '/payout-blacklist',
                loader: requireSession,
                lazy: () => import('../features/settings/routes/payout-blacklist-page.tsx'),
              },
              {
                path: '/profile',
                loader: requireSession,
                lazy: () => import('../features/profile/routes/profile-page.tsx'),
              },
              {
                // Personal information update (spec 002 §2; start-page rule 4 sends here).
                path: '/profile-update',
                loader: requireSession,
                lazy: () => import('../features/profile/routes/profile-update-page.tsx'),
              },
              {
                path: '/profile/notifications',
                loader: requireSession,
                lazy: () => import('../features/settings/routes/notifications-page.tsx'),
              },
              {
                path: '/login-history',
                loader: requireSession,
                lazy: () => import('../features/settings/routes/login-history-page.tsx'),
              },
              {
                // Administrators start here (spec 000 §2 start-page rule 2).
                path: '/admin-overview',
                loader: requireSession,
                lazy: () => import('../features/admin/routes/admin-overview-page.tsx'),
              },
              {
                path: '/admin/outbox',
                loader: requireSession,
                lazy: () => import('../features/admin/routes/outbox-page.tsx'),
              },
              {
                path: '/admin/sms',
                loader: requireSession,
                lazy: () => import('../features/admin/routes/sms-outbox-page.tsx'),
              },
              {
                // The KYC review queue and a customer's KYC file (spec 002 §6; decision 0067).
                path: '/admin/kyc',
                loader: requireSession,
                lazy: () => import('../features/admin/routes/kyc-review-page.tsx'),
              },
              {
                path: '/admin/customers/:customerId',
                loader: requireSession,
                lazy: () => import('../features/admin/routes/kyc-customer-page.tsx'),
              },
              {
                // Incoming bank payments that matched no account (decision 0051).
                path: '/admin/deposits',
                loader: requireSession,
                lazy: () => import('../features/admin/routes/deposits-page.tsx'),
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found-page.tsx') },
        ],
      },
    ]),
  );
}

/**
 * Every screen but the first loads the rest of the language's strings and all of Mantine's styles
 * together with its code (the main layout and home their share of both), so the login page
 * downloads only the strings and styles it shows (decisions 0125, 0128), and no other screen shows a key or an
 * unstyled component.
 */
function withTheRest(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? withTheRest(route.children) : undefined;
    const { lazy } = route;
    const needsAll = typeof lazy === 'function' && route.id !== 'root' && !firstScreenPaths.includes(route.path ?? '');
    // The main layout and home need only their share of the strings and styles (decision 0128).
    const homeOnly = route.id === 'main' || route.path === '/home';
    const loadStrings = homeOnly ? loadHomeStrings : loadAllStrings;
    const loadStyles = homeOnly ? loadHomeStyles : loadAllStyles;
    return {
      ...route,
      ...(needsAll ? { lazy: async () => (await Promise.all([lazy(), loadStrings(), loadStyles()]))[0] } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}
