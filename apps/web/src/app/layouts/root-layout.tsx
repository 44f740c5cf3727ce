import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isInWebview } from '../../shared/bridge/bridge-host.ts';
import { loginPath } from '../../shared/session/return-path.ts';
import { session, startIdleLogout, type SessionEndReason } from '../../shared/session/session.ts';
import { NavigationProgress } from '../../shared/ui/navigation-progress.tsx';
import { hasPendingEmailConfirmation } from '../../features/profile/components/email-confirmation-token.ts';
import { clearCustomerData, refetchOnLanguageChange } from '../query-client.ts';
import { loadAllStyles } from '../../shared/styles/all-styles.ts';

/** Router state of the login page after a session ended: which notice to show. */
export interface SessionEndedState {
  sessionEnded: SessionEndReason;
}

/** The e-mail confirmation popup, downloaded only when the page was opened with a token. */
const EmailConfirmationPopup = lazy(async () => {
  const [popup] = await Promise.all([
    import('../../features/profile/components/email-confirmation-popup.tsx'),
    loadAllStyles(),
  ]);
  return { default: popup.EmailConfirmationPopup };
});

/** The bridge protocol, with its messages' schemas: downloaded only inside the app's webview (decision 0126). */
const loadBridge = () => import('../../shared/bridge/bridge.ts');

function isLoginPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/login';
}

/**
 * The root of every route. Reacts to the end of a session (spec 000 §4): drops every cached
 * customer query and goes to login with `replace`, so neither the back button nor the cache shows
 * account data; watches for 15 minutes of inactivity while signed in; and re-runs the guards when
 * the browser restores a page from its back-forward cache. Inside the mobile app's webview it also
 * speaks the bridge protocol.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [withEmailConfirmation] = useState(hasPendingEmailConfirmation);
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  // The mobile app's webview bridge (spec 000 §1): announce the page, obey the app's sign-in and
  // sign-out, and tell it when the session ends. In a plain browser none of this runs, and no other
  // window's message is taken for the app's.
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => refetchOnLanguageChange(queryClient, i18n), [queryClient, i18n]);
  useEffect(() => {
    if (!isInWebview()) return;
    void loadBridge().then((bridge) => bridge.announceReady(language));
  }, [language]);
  useEffect(() => {
    if (!isInWebview()) return;
    let listening = true;
    let stopListening: (() => void) | undefined;
    void loadBridge().then((bridge) => {
      if (!listening) return;
      stopListening = bridge.onAppMessage((message) => {
        if (message.type === 'signOut') void session.logout('logout');
        if (message.type === 'signIn')
          void navigate(
            `/login?${new URLSearchParams({ code: message.code, codeVerifier: message.codeVerifier }).toString()}`,
            { replace: true },
          );
      });
    });
    return () => {
      listening = false;
      stopListening?.();
    };
  }, [navigate]);
  useEffect(() => {
    if (!isInWebview()) return;
    return session.onEnd(
      (reason) =>
        void loadBridge().then((bridge) => bridge.sendToApp({ type: 'session', authenticated: false, reason })),
    );
  }, []);

  useEffect(
    () =>
      session.onEnd((reason) => {
        const { pathname, search } = locationRef.current;
        if (isLoginPath(pathname)) {
          clearCustomerData(queryClient);
          return;
        }
        // An expired session brings the user back here after signing in again; a chosen or idle
        // sign-out starts afresh. The cache is dropped once the protected screen has gone, so its
        // queries do not refetch without a token in between.
        const target = reason === 'expired' ? loginPath(pathname + search) : loginPath();
        const state: SessionEndedState = { sessionEnded: reason };
        void Promise.resolve(navigate(target, { replace: true, state })).finally(() => clearCustomerData(queryClient));
      }),
    [navigate, queryClient],
  );

  const isSignedIn = session.isAuthenticated();
  useEffect(() => (isSignedIn ? startIdleLogout(session, window) : undefined), [isSignedIn]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent): void => {
      if (!event.persisted) return;
      if (!session.isAuthenticated()) clearCustomerData(queryClient);
      void revalidator.revalidate();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient, revalidator]);

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
      {/* After an emailConfirmation query, on any page, signed in or not (spec 000 §2). */}
      {withEmailConfirmation && (
        <Suspense fallback={null}>
          <EmailConfirmationPopup />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
