/** Where signed-in users land when nothing else was remembered (spec 000 §2). */
export const homePath = '/home';
/** Query parameter of the login page that remembers the protected page to return to. */
export const returnPathParam = 'next';
/** The page that shows the brand's terms to accept (customer info answered 'TE', spec 000 §7). */
const acceptTermsPagePath = '/accept-terms';

/**
 * Only same-site paths are accepted as the place to return to after sign-in (never `//host` or a
 * full URL, so a crafted link cannot send the user elsewhere), and never the login or terms page itself.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return homePath;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path === '/' || path === '/login' || path === acceptTermsPagePath) return homePath;
  return value;
}

/** The terms page, remembering `returnTo` (a path with its query) to go on to after accepting. */
export function acceptTermsPath(returnTo?: string): string {
  if (!returnTo || safeReturnPath(returnTo) === homePath) return acceptTermsPagePath;
  return `${acceptTermsPagePath}?${new URLSearchParams({ [returnPathParam]: returnTo }).toString()}`;
}

/** The login page, remembering `returnTo` (a path with its query) when given. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || safeReturnPath(returnTo) === homePath) return '/login';
  return `/login?${new URLSearchParams({ [returnPathParam]: returnTo }).toString()}`;
}
