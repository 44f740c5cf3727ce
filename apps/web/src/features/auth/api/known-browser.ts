/**
 * This browser's "known browser" token (spec 000 §4 verifyDevice): kept in localStorage across
 * sessions and sent as the login's `secret`, so a customer who asked to approve new browsers is not
 * asked again here. It proves only that this browser signed in before.
 */
const storageKey = 'tessera.browser';

export function knownBrowserToken(): string | undefined {
  try {
    return window.localStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberBrowserToken(token: string | undefined): void {
  if (!token) return;
  try {
    window.localStorage.setItem(storageKey, token);
  } catch {
    // Storage full or disabled: the next sign-in may ask for approval again.
  }
}
