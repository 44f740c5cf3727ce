import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './shared/i18n/i18n.ts';
import { session } from './shared/session/session.ts';

initI18n();
// A reload keeps the tab's session: re-arm its refresh timer (spec 000 §4).
session.resume();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
