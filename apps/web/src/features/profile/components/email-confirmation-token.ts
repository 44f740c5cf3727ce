/** The token the page was opened with, until the popup sends it (at most once). */
let pendingToken: string | null = null;

/**
 * Takes the `emailConfirmation` query (the link of an added e-mail, spec 002 §2 route rules) out of
 * the address bar before the router starts, so no guard's redirect loses it and the one-time token
 * stays in neither the address bar nor the history. Called once at start-up (app.tsx).
 */
export function takeEmailConfirmationToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('emailConfirmation');
  if (!token) return;
  pendingToken = token;
  url.searchParams.delete('emailConfirmation');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** True while a taken token waits for the popup (which is downloaded only then). */
export function hasPendingEmailConfirmation(): boolean {
  return pendingToken !== null;
}

/** The taken token, handed out once: the popup sends it, a second render gets null. */
export function claimEmailConfirmationToken(): string | null {
  const token = pendingToken;
  pendingToken = null;
  return token;
}
