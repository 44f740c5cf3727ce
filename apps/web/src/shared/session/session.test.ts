import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../api/client.ts';
import {
  idleTimeoutMs,
  refreshMarginMs,
  sessionStorageKey,
  SessionManager,
  startIdleLogout,
  watchIdle,
} from './session.ts';

/** Session storage of one tab, in memory. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const envelope = { responseCode: '00', responseDescription: 'Success', validationErrors: [] };
const unauthorized = { responseCode: 'AU', responseDescription: 'expired', validationErrors: [] };

interface Call {
  url: string;
  authorization: string | null;
  body: unknown;
}

/**
 * A fake token service and main API: refresh rotates `access-N`/`refresh-N` (each refresh token
 * works once); `accountList` accepts only the newest access token. `refuseFirstCalls` main-API
 * calls get a 401 whatever their token (the server revoked it); `alwaysUnauthorized` refuses all.
 */
function fakeServer(
  options: {
    refreshDelayMs?: number;
    alwaysUnauthorized?: boolean;
    refuseRefresh?: boolean;
    refuseFirstCalls?: number;
  } = {},
) {
  const calls: Call[] = [];
  let refusalsLeft = options.refuseFirstCalls ?? 0;
  let generation = 0;
  let validRefresh = 'refresh-0';
  const fetch = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    const body: unknown = JSON.parse(String(init.body));
    calls.push({ url, authorization: new Headers(init.headers).get('Authorization'), body });
    if (url === '/api/auth/refresh') {
      if (options.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      const presented = body !== null && typeof body === 'object' && 'refreshToken' in body ? body.refreshToken : null;
      if (options.refuseRefresh || presented !== validRefresh) return json(401, unauthorized);
      generation += 1;
      validRefresh = `refresh-${generation}`;
      return json(200, {
        ...envelope,
        accessToken: `access-${generation}`,
        refreshToken: validRefresh,
        expiresIn: 300,
      });
    }
    if (url === '/api/auth/logout') return json(200, envelope);
    if (refusalsLeft > 0) {
      refusalsLeft -= 1;
      return json(401, unauthorized);
    }
    if (
      options.alwaysUnauthorized ||
      new Headers(init.headers).get('Authorization') !== `Bearer access-${generation}`
    ) {
      return json(401, unauthorized);
    }
    return json(200, { ...envelope, accounts: [] });
  });
  return { fetch, calls, count: (url: string) => calls.filter((call) => call.url === url).length };
}

function signedInSession(server: ReturnType<typeof fakeServer>, now: () => number) {
  const storage = memoryStorage();
  const session = new SessionManager({ storage, fetch: server.fetch, now, scheduleRefresh: false });
  session.setTokens({ accessToken: 'access-0', refreshToken: 'refresh-0', expiresIn: 300 });
  const ended = vi.fn();
  session.onEnd(ended);
  const client = new ApiClient({ fetch: server.fetch, session, language: () => 'en' });
  return { session, storage, ended, client };
}

describe('token refresh (spec 000 §4)', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('lets concurrent callers near expiry wait for one single refresh', async () => {
    // Proves "concurrent refreshes wait for the first one": five callers, one refresh call, one new token for all.
    const server = fakeServer({ refreshDelayMs: 5 });
    const { session } = signedInSession(server, () => now);
    now += 300_000 - refreshMarginMs + 1;
    const tokens = await Promise.all(Array.from({ length: 5 }, () => session.getAccessToken()));
    expect(server.count('/api/auth/refresh')).toBe(1);
    expect(tokens).toEqual(Array.from({ length: 5 }, () => 'access-1'));
  });

  it('does not refresh a token that is further than 10 seconds from expiry', async () => {
    // Proves the refresh margin: no call while the token is fresh.
    const server = fakeServer();
    const { session } = signedInSession(server, () => now);
    now += 300_000 - refreshMarginMs - 1;
    expect(await session.getAccessToken()).toBe('access-0');
    expect(server.count('/api/auth/refresh')).toBe(0);
  });

  it('refreshes and retries once when a call gets a 401', async () => {
    // Proves 401 → one refresh → one retry with the new token, and the call then succeeds.
    const server = fakeServer({ refuseFirstCalls: 1 });
    const { client, ended } = signedInSession(server, () => now);
    await expect(client.call('accountList', {})).resolves.toEqual(expect.objectContaining({ accounts: [] }));
    expect(server.calls.map((call) => `${call.url} ${call.authorization ?? '-'}`)).toEqual([
      '/api/?method=accountList Bearer access-0',
      '/api/auth/refresh -',
      '/api/?method=accountList Bearer access-1',
    ]);
    expect(ended).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent calls that all get a 401', async () => {
    // Proves three simultaneous 401s cause a single refresh (each refresh token works only once) and three retries.
    const server = fakeServer({ refreshDelayMs: 5, refuseFirstCalls: 3 });
    const { session, client, ended } = signedInSession(server, () => now);
    const results = await Promise.all([
      client.call('accountList', {}),
      client.call('accountList', {}),
      client.call('accountList', {}),
    ]);
    expect(results).toHaveLength(3);
    expect(server.count('/api/auth/refresh')).toBe(1);
    expect(server.count('/api/?method=accountList')).toBe(6);
    expect(session.get()?.accessToken).toBe('access-1');
    expect(ended).not.toHaveBeenCalled();
  });

  it('retries only once: a call still refused after the refresh ends the session', async () => {
    // Proves there is no refresh loop: one refresh, one retry, then the session expires.
    const server = fakeServer({ alwaysUnauthorized: true });
    const { session, client, ended } = signedInSession(server, () => now);
    await expect(client.call('accountList', {})).rejects.toMatchObject({ code: 'AU', status: 401 });
    expect(server.count('/api/auth/refresh')).toBe(1);
    expect(server.count('/api/?method=accountList')).toBe(2);
    expect(session.isAuthenticated()).toBe(false);
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('expires the session when the refresh is refused', async () => {
    // Proves "a failed refresh expires the session": storage cleared, listeners told, the call fails.
    const server = fakeServer({ refuseRefresh: true, refuseFirstCalls: 1 });
    const { session, storage, client, ended } = signedInSession(server, () => now);
    await expect(client.call('accountList', {})).rejects.toMatchObject({ code: 'AU' });
    expect(server.count('/api/?method=accountList')).toBe(1);
    expect(session.isAuthenticated()).toBe(false);
    expect(storage.data.has(sessionStorageKey)).toBe(false);
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('never brings a session back when the user signs out during a refresh', async () => {
    // Proves a refresh that answers after logout does not store its tokens.
    const server = fakeServer({ refreshDelayMs: 20 });
    const { session } = signedInSession(server, () => now);
    const refreshing = session.refresh();
    await session.logout();
    expect(await refreshing).toBe(false);
    expect(session.isAuthenticated()).toBe(false);
  });
});

describe('scheduled refresh and idle sign-out (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes on a timer 10 seconds before the access token expires', async () => {
    // Proves the session stays alive without any call: the refresh fires at expiresIn − 10 s, not earlier.
    const server = fakeServer();
    const session = new SessionManager({ storage: memoryStorage(), fetch: server.fetch, now: () => Date.now() });
    session.setTokens({ accessToken: 'access-0', refreshToken: 'refresh-0', expiresIn: 300 });
    await vi.advanceTimersByTimeAsync(300_000 - refreshMarginMs - 1);
    expect(server.count('/api/auth/refresh')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.count('/api/auth/refresh')).toBe(1);
    await vi.waitFor(() => expect(session.get()?.accessToken).toBe('access-1'));
  });

  it('signs out after 15 minutes without activity, with the refresh token, and clears storage', async () => {
    // Proves the idle rule: activity postpones it; 15 quiet minutes call logout and end the session as 'idle'.
    const server = fakeServer();
    const storage = memoryStorage();
    const session = new SessionManager({ storage, fetch: server.fetch, now: () => Date.now(), scheduleRefresh: false });
    session.setTokens({ accessToken: 'access-0', refreshToken: 'refresh-0', expiresIn: 300 });
    const ended = vi.fn();
    session.onEnd(ended);
    const page = new EventTarget();
    const stop = startIdleLogout(session, page);

    await vi.advanceTimersByTimeAsync(idleTimeoutMs - 60_000);
    page.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(idleTimeoutMs - 1);
    expect(server.count('/api/auth/logout')).toBe(0);
    expect(session.isAuthenticated()).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toHaveBeenCalledWith('idle');
    expect(storage.data.has(sessionStorageKey)).toBe(false);
    expect(server.calls.filter((call) => call.url === '/api/auth/logout').map((call) => call.body)).toEqual([
      { refreshToken: 'refresh-0' },
    ]);
    stop();
  });

  it('fires once even when the timer runs late (a sleeping laptop)', async () => {
    // Proves the idle check uses elapsed time: a jump of the clock past 15 minutes fires exactly once.
    const onIdle = vi.fn();
    const stop = watchIdle(new EventTarget(), onIdle);
    vi.setSystemTime(Date.now() + 2 * idleTimeoutMs);
    await vi.advanceTimersByTimeAsync(idleTimeoutMs);
    await vi.advanceTimersByTimeAsync(idleTimeoutMs);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});
