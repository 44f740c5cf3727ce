import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { session } from '../shared/session/session.ts';

/** Protected pages: signed-out visitors go to login, which returns them here afterwards (spec 000 §2). */
function requireSession({ request }: LoaderFunctionArgs): null | Response {
  if (session.isAuthenticated()) return null;
  const url = new URL(request.url);
  return redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Login at / and /login: a signed-in user is refreshed and sent home (spec 000 §2). */
async function redirectIfSignedIn({ request }: LoaderFunctionArgs): Promise<null | Response> {
  const url = new URL(request.url);
  if (url.searchParams.has('code')) return null;
  if (session.isAuthenticated() && (await session.refresh())) return redirect('/home');
  return null;
}

/** Every route, lazy-loaded (DESIGN §5). */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    { path: '/', loader: redirectIfSignedIn, lazy: () => import('../features/auth/routes/login-page.tsx') },
    { path: '/login', loader: redirectIfSignedIn, lazy: () => import('../features/auth/routes/login-page.tsx') },
    {
      loader: requireSession,
      lazy: async () => {
        const { MainLayout } = await import('./layouts/main-layout.tsx');
        return { element: <MainLayout queryClient={queryClient} /> };
      },
      children: [
        { path: '/home', loader: requireSession, lazy: () => import('../features/accounts/routes/home-page.tsx') },
      ],
    },
    { path: '*', lazy: () => import('./routes/not-found-page.tsx') },
  ]);
}
