/** Where signed-in users land when nothing else was remembered (spec 000 §2). */
export const homePath = '/home';
/** Query parameter of the login page that remembers the protected page to return to. */
export const returnPathParam = 'next';

/**
 * Only same-site paths are accepted as the place to return to after sign-in (never `//host` or a
 * full URL, so a crafted link cannot send the user elsewhere), and never the login page itself.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return homePath;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path === '/' || path === '/login') return homePath;
  return value;
}

/** The login page, remembering `returnTo` (a path with its query) when given. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || safeReturnPath(returnTo) === homePath) return '/login';
  return `/login?${new URLSearchParams({ [returnPathParam]: returnTo }).toString()}`;
}
