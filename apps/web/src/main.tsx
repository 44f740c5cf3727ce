import './shared/zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app.tsx';
import { initI18n } from './shared/i18n/i18n.ts';
import { session } from './shared/session/session.ts';

// The language's strings (the first screen's part; the router loads the rest with the other
// screens), the brand and the first route's code download together; the first
// render waits only for the strings, so no screen ever shows a key in place of a text.
const languageReady = initI18n(undefined, 'first');
// A reload keeps the tab's session: re-arm its refresh timer (spec 000 §4).
session.resume();
const { queryClient, router } = startApp();
// Should the strings not arrive (offline), the start-up error screen shows what it can.
await languageReady.catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// The first render as a transition: React renders in slices of a few milliseconds and lets the
// browser answer input between them, instead of one long task on a slow phone.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
