import type { LoginResponse } from '@tessera/contract';

/**
 * The login result a further sign-in page needs (spec 000 §3 "Session": the login result is kept in
 * session storage): the scp and scp-mobile pages of the push migration continue the sign-in with
 * its code and PKCE verifier. Per tab, removed as soon as the sign-in ends.
 */
export interface PendingLogin {
  reply: LoginResponse;
  codeVerifier: string;
}

/** Where the login result is kept (session storage); read back by load-pending-login.ts. */
export const pendingLoginStorageKey = 'tessera.pendingLogin';

/** Keeps the login result for the next page of the sign-in. */
export function savePendingLogin(pending: PendingLogin): void {
  sessionStorage.setItem(pendingLoginStorageKey, JSON.stringify(pending));
}

/** Forgets the kept login result (signed in, or gave up). */
export function clearPendingLogin(): void {
  sessionStorage.removeItem(pendingLoginStorageKey);
}
