import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/session.ts';
import { loader } from './login-page.tsx';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function argsFor(url: string): LoaderFunctionArgs {
  return {
    request: new Request(url),
    url: new URL(url),
    pattern: '/login',
    params: {},
    context: {},
  } satisfies LoaderFunctionArgs;
}

const verifier = 'v'.repeat(43);

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('login page loader (spec 000 §2)', () => {
  it('signs in through the code exchange of a code + codeVerifier query and goes to the remembered page', async () => {
    // Proves the route rule "code plus codeVerifier in the query signs in through a code exchange".
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, {
        responseCode: '00',
        responseDescription: 'Success',
        validationErrors: [],
        accessToken: 'a',
        refreshToken: 'r',
        expiresIn: 300,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const outcome = await loader(
      argsFor(`http://localhost/login?code=c-1&codeVerifier=${verifier}&next=%2Fhome%3Fx%3D1`),
    ).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect(outcome instanceof Response && outcome.headers.get('Location')).toBe('/home?x=1');
    expect(fetch.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body))])).toEqual([
      ['/api/auth/token', { code: 'c-1', codeVerifier: verifier }],
    ]);
    expect(session.get()?.accessToken).toBe('a');
  });

  it('shows the failure of a refused code instead of signing in', async () => {
    // Proves a used or wrong code leaves the user signed out on the login page with the error.
    vi.stubGlobal('fetch', async () =>
      json(401, { responseCode: 'AU', responseDescription: 'Invalid code.', validationErrors: [] }),
    );
    const outcome = await loader(argsFor(`http://localhost/login?code=used&codeVerifier=${verifier}`));
    expect(outcome.exchangeError).toMatchObject({ code: 'AU' });
    expect(session.isAuthenticated()).toBe(false);
  });

  it('shows the form to a signed-out visitor without calling the server', async () => {
    // Proves the plain login page needs no request.
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await loader(argsFor('http://localhost/login'))).toEqual({ exchangeError: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});
