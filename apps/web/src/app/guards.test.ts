import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPathAfterSignIn } from '../features/auth/api/start-page.ts';
import { ApiError } from '../shared/api/client.ts';
import { termsToAccept } from '../shared/api/terms-error.ts';
import { session } from '../shared/session/session.ts';
import { mainLayoutLoader } from './guards.ts';

const term = {
  id: 2,
  key: 'userAgreement',
  label: 'User agreement',
  text: 'I accept the Tessera user agreement.',
  url: 'https://tessera.example/legal/user-agreement',
  value: false,
  version: 3,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server answering every customerInfo with `reply` (HTTP `status`). */
function customerInfoAnswers(status: number, reply: Record<string, unknown>) {
  vi.stubGlobal('fetch', async () => json(status, { responseDescription: '', validationErrors: [], ...reply }));
}

function argsFor(url: string): LoaderFunctionArgs {
  return { request: new Request(url), url: new URL(url), pattern: '/', params: {}, context: {} };
}

async function outcomeOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.catch((thrown: unknown) => thrown);
}

beforeEach(() => {
  window.sessionStorage.clear();
  session.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 300 });
});
afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("customer info's terms error in the web (spec 000 §7)", () => {
  it("reads the terms of a 'TE', given as one item or as a list, and nothing else", async () => {
    // Proves the spec's "the terms (one item or a list)" both reach the page as a list.
    expect(await termsToAccept(new ApiError('TE', '', [], 200, { terms: term }))).toEqual([term]);
    expect(await termsToAccept(new ApiError('TE', '', [], 200, { terms: [term, { ...term, id: 1 }] }))).toHaveLength(2);
    expect(await termsToAccept(new ApiError('TE', '', [], 200, {}))).toBeNull();
    expect(await termsToAccept(new ApiError('AU', '', [], 401, { terms: [term] }))).toBeNull();
  });

  it("sends a protected page to the terms page on 'TE', remembering the page, and keeps the session", async () => {
    // Proves a terms error "counts as handled": the user stays signed in and sees the terms.
    customerInfoAnswers(200, { responseCode: 'TE', terms: [term] });
    const outcome = await outcomeOf(mainLayoutLoader(new QueryClient())(argsFor('http://localhost/history?page=2')));
    expect(outcome instanceof Response && outcome.headers.get('Location')).toBe(
      '/accept-terms?next=%2Fhistory%3Fpage%3D2',
    );
    expect(session.isAuthenticated()).toBe(true);
  });

  it('sends the user to login on any other customer-info failure', async () => {
    // Proves "any failure other than a terms error makes the product send the user to login".
    customerInfoAnswers(500, { responseCode: 'UE' });
    const outcome = await outcomeOf(mainLayoutLoader(new QueryClient())(argsFor('http://localhost/history')));
    expect(outcome instanceof Response && outcome.headers.get('Location')).toBe('/login?next=%2Fhistory');
    expect(session.isAuthenticated()).toBe(false);
  });

  it("starts on the terms page after a sign-in answered 'TE'", async () => {
    // Proves the sign-in goes to the pending terms before the start page.
    customerInfoAnswers(200, { responseCode: 'TE', terms: [term] });
    expect(await startPathAfterSignIn(new QueryClient(), '/home')).toBe('/accept-terms');
    expect(await startPathAfterSignIn(new QueryClient(), '/history')).toBe('/accept-terms?next=%2Fhistory');
  });
});
