import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { Brand } from '@tessera/contract';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { Component as RootLayout } from '../app/layouts/root-layout.tsx';
import { RouteErrorPage, RouteFallback } from '../app/routes/route-error-page.tsx';
import { Component as LoginPage, type loader as loginLoader } from '../features/auth/routes/login-page.tsx';
import { brandQueryKey } from '../shared/brand/brand-config.ts';
import { showFirstScreenStrings } from '../shared/i18n/i18n.ts';

/** The login page's data for a visit without a query: no code exchanged, so no error to show. */
const noExchange: Awaited<ReturnType<typeof loginLoader>> = { exchangeError: null };

/** Renders wait for each other: i18next's language is global, and each render shows its own. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * The first screen's HTML as the app renders it for a new visitor (decision 0129): the login page
 * at `path` ('/' or '/login', without a query) in `brand`'s look and i18next language `language`
 * ('en', 'en-AU', 'es', …), for the server to send inside the document's `#root`, so the page is
 * painted before any script runs; start.tsx then hydrates it. The tree is the app's own (App, the
 * root layout, the login page), so the browser's first render matches it node for node.
 * @throws Error when the language has no strings.
 */
export function renderFirstScreen(brand: Brand, language: string, path: string): Promise<string> {
  const render = previous.then(async () => {
    await showFirstScreenStrings(language);
    const queryClient = createQueryClient();
    queryClient.setQueryData(brandQueryKey, brand);
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          Component: RootLayout,
          hydrateFallbackElement: <RouteFallback />,
          errorElement: <RouteErrorPage />,
          children: [{ id: 'login', path, Component: LoginPage, loader: () => noExchange }],
        },
      ],
      { initialEntries: [path], hydrationData: { loaderData: { login: noExchange } } },
    );
    return renderToString(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  previous = render.catch(() => undefined);
  return render;
}
