import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/session.ts';
import { loader as scpLoader } from '../routes/scp-page.tsx';
import { loadPendingLogin } from './load-pending-login.ts';
import { savePendingLogin } from './pending-login.ts';
import { signIn } from './sign-in.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const envelope = { responseCode: '00', responseDescription: 'Success', validationErrors: [] };
const migration = {
  req: 'soft' as const,
  daysLeft: 30,
  strat: 'enable' as const,
  tmpJwt: 'migration-token',
  devices: [],
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the push migration never sends a sign-in code to be refused (spec 000 §4; decision 0013)', () => {
  it('goes from a direct sign-in held by the migration to its page without exchanging the code', async () => {
    // Proves the login page sends only the login: the held code is exchanged once, by /scp.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { ...envelope, authFlow: 'direct', userId: 4, code: 'held-code', migration }),
    );
    vi.stubGlobal('fetch', fetch);
    const outcome = await signIn({ username: 'dave@example.com', password: 'Tessera-demo-1' });
    expect(outcome).toMatchObject({ status: 'nextStep', flow: 'migration', reply: { code: 'held-code', migration } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/login']);
  });

  it('leaves /scp for home once the tab is signed in, dropping the used code instead of sending it again', () => {
    // Proves a reload of /scp after the sign-in finished sends nothing and keeps no used code.
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    savePendingLogin({ reply: { authFlow: 'direct', code: 'used-code', migration }, codeVerifier: 'v'.repeat(43) });
    session.setTokens({ accessToken: 'a', refreshToken: 'r', expiresIn: 300 });
    const outcome = (() => {
      try {
        return scpLoader();
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(outcome instanceof Response && outcome.headers.get('Location')).toBe('/home');
    expect(loadPendingLogin()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still shows /scp to a tab whose sign-in waits for the migration', () => {
    // Proves the guard above leaves the enrolment itself alone.
    savePendingLogin({ reply: { authFlow: 'direct', code: 'held-code', migration }, codeVerifier: 'v'.repeat(43) });
    expect(scpLoader()).toMatchObject({ migration, reply: { code: 'held-code' } });
  });
});
