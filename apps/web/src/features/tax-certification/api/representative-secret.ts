import { redirect, type LoaderFunctionArgs } from 'react-router';

/** Where the tab keeps a representative's certification secret once it has left the address bar. */
const storageKey = 'tessera.taxRepresentativeSecret';

/** A secret as the server issues it: 43 base64url characters (32 random bytes). */
const secretPattern = /^[A-Za-z0-9_-]{43}$/;

/** The stored representative secret of this tab, if any. */
export function storedRepresentativeSecret(): string | null {
  const secret = window.sessionStorage.getItem(storageKey);
  return secret && secretPattern.test(secret) ? secret : null;
}

/** Forgets the tab's representative secret (after use, or when the server refuses it). */
export function forgetRepresentativeSecret(): void {
  window.sessionStorage.removeItem(storageKey);
}

/**
 * Guard of `self-certification-representative` (spec 000 §2, 002 §2: "needs an authSecret query or a
 * stored secret"; decision 0080): an `authSecret` query is moved to the tab's sessionStorage and the
 * page reloads without it, so the secret leaves the address bar, the history and any Referer; without
 * a query or a stored secret the user goes to login.
 */
export function representativeSecretLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get('authSecret');
  if (fromQuery !== null) {
    if (secretPattern.test(fromQuery)) window.sessionStorage.setItem(storageKey, fromQuery);
    url.searchParams.delete('authSecret');
    throw redirect(`${url.pathname}${url.search}`);
  }
  if (!storedRepresentativeSecret()) throw redirect('/login');
  return null;
}
