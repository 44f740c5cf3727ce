import type { createBrowserRouter } from 'react-router';
import { i18next } from '../shared/i18n/i18n.ts';
import { hasPendingEmailConfirmation } from '../features/profile/components/email-confirmation-token.ts';

/** The router's state, as much of it as the check reads. */
type RouterLike = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Whether the app's first render will show exactly what the server painted into `#root` (decision
 * 0129), so it may hydrate it instead of rendering afresh. `painted` is the root's
 * `data-prerendered`: the i18next language and the path the server rendered ("en /login"). Waits
 * for the router to be ready (the page's code and its loader); then the address, the language and
 * the page's data must be those of a new visitor: no query, no state from an earlier page (the
 * notice after signing out), no redirect (a live session goes home), no error, no e-mail
 * confirmation to show.
 */
export async function showsWhatWasPainted(router: RouterLike, painted: string): Promise<boolean> {
  // The router may call a new subscriber at once, with an update it kept for the first one.
  let stop = (): void => undefined;
  await new Promise<void>((resolve) => {
    stop = router.subscribe((state) => {
      if (state.initialized) resolve();
    });
    if (router.state.initialized) resolve();
  });
  stop();
  const { location, errors } = router.state;
  return (
    painted === `${i18next.language} ${location.pathname}` &&
    location.search === '' &&
    location.state === null &&
    errors === null &&
    !hasPendingEmailConfirmation()
  );
}

/**
 * Marks that the app is taking the page over (`data-app-starting` on the document element): from now
 * on React answers what the visitor does (it replays what happens while it hydrates), so
 * public/before-app.js holds nothing back any more.
 */
export function markAppStarting(): void {
  document.documentElement.setAttribute('data-app-starting', '');
}

/**
 * Marks the page as the app's (`data-app-ready` on the document element), and answers what the
 * visitor did on the painted page before the app started (decision 0129), which public/before-app.js
 * held back: the form sent is sent, the button pressed is pressed, as if it happened now. On a page
 * rendered afresh the marked elements are gone, and nothing is answered.
 */
export function markAppReady(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-app-ready')) return;
  root.setAttribute('data-app-ready', '');
  const form = document.querySelector<HTMLFormElement>('form[data-held-submit]');
  form?.removeAttribute('data-held-submit');
  form?.requestSubmit();
  const button = document.querySelector<HTMLButtonElement>('button[data-held-click]');
  button?.removeAttribute('data-held-click');
  button?.click();
}
