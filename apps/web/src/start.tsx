// The app's start (src/main.tsx imports it, after the first paint of a page the server painted).
import './app/first-screen-styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startApp } from './app/app.tsx';
import { markAppStarting, showsWhatWasPainted } from './app/hydration.ts';
import { documentBrand } from './shared/brand/brand-config.ts';
import { initI18n, pickLanguage } from './shared/i18n/i18n.ts';
import { session } from './shared/session/session.ts';

// The brand is in the document (decision 0124), so the language it offers is known at once; its
// strings (the first screen's part; the router loads the rest with the other screens) and the
// first route's code download together, and the first render waits only for the strings, so no
// screen ever shows a key in place of a text. Without it (the development server) the brand is
// read with brandConfig, and the language corrected when it arrives.
const brand = documentBrand();
const languageReady = initI18n(brand ? pickLanguage(brand.availableLangs) : undefined, 'first');
// A reload keeps the tab's session: re-arm its refresh timer (spec 000 §4).
session.resume();
const { queryClient, router } = startApp(brand);
// Should the strings not arrive (offline), the start-up error screen shows what it can.
await languageReady.catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);
// The first render as a transition: React renders in slices of a few milliseconds and lets the
// browser answer input between them, instead of one long task on a slow phone. A page the server
// sent painted (the login form, decision 0129) is hydrated: React takes over its elements, and what
// the visitor typed meanwhile stays; anything else (a live session going home, another language)
// is rendered afresh, replacing what was painted.
// The check waits for the page's code, which imports this chunk: it must not hold this module's
// evaluation (a top-level await would wait for itself).
const painted = root.dataset['prerendered'];
const render = (): void => {
  markAppStarting();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(app);
  });
};
if (painted === undefined) render();
else
  void showsWhatWasPainted(router, painted).then(
    (hydrate) => {
      if (!hydrate) return render();
      markAppStarting();
      startTransition(() => {
        hydrateRoot(root, app);
      });
    },
    () => render(),
  );
