import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshMarginMs, SessionManager, watchIdle } from './session.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('session (spec 000 §4)', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('shares one refresh between concurrent callers near expiry', async () => {
    // Proves concurrent token requests wait for a single refresh call.
    let refreshCalls = 0;
    const fetch = vi.fn(async () => {
      refreshCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return jsonResponse(200, {
        responseCode: '00',
        accessToken: `access-${refreshCalls}`,
        refreshToken: `refresh-${refreshCalls}`,
        expiresIn: 300,
      });
    });
    const session = new SessionManager({ storage: memoryStorage(), fetch, now: () => now });
    session.setTokens({ accessToken: 'old', refreshToken: 'r0', expiresIn: 300 });
    now += 300_000 - refreshMarginMs + 1;
    const tokens = await Promise.all([session.getAccessToken(), session.getAccessToken(), session.getAccessToken()]);
    expect(refreshCalls).toBe(1);
    expect(tokens).toEqual(['access-1', 'access-1', 'access-1']);
  });

  it('does not refresh a token that is far from expiry', async () => {
    // Proves the 10-second margin: no call while the token is fresh.
    const fetch = vi.fn();
    const session = new SessionManager({ storage: memoryStorage(), fetch, now: () => now });
    session.setTokens({ accessToken: 'fresh', refreshToken: 'r0', expiresIn: 300 });
    now += 200_000;
    expect(await session.getAccessToken()).toBe('fresh');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ends the session when a refresh is refused', async () => {
    // Proves a failed refresh clears storage and tells listeners the session expired.
    const session = new SessionManager({
      storage: memoryStorage(),
      fetch: vi.fn(async () => jsonResponse(401, { responseCode: 'AU' })),
      now: () => now,
    });
    session.setTokens({ accessToken: 'a', refreshToken: 'r', expiresIn: 300 });
    const ended = vi.fn();
    session.onEnd(ended);
    expect(await session.refresh()).toBe(false);
    expect(session.isAuthenticated()).toBe(false);
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('logs out with the refresh token and clears storage', async () => {
    // Proves logout revokes on the server and forgets the tokens.
    const fetch = vi.fn(async () => jsonResponse(200, { responseCode: '00' }));
    const session = new SessionManager({ storage: memoryStorage(), fetch, now: () => now });
    session.setTokens({ accessToken: 'a', refreshToken: 'r-logout', expiresIn: 300 });
    await session.logout();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ body: JSON.stringify({ refreshToken: 'r-logout' }) }),
    );
    expect(session.get()).toBeNull();
  });
});

describe('idle watch (15 minutes)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after 15 minutes without activity and not while the user is active', () => {
    // Proves activity resets the idle timer and silence ends the session.
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle(target, onIdle);
    vi.advanceTimersByTime(14 * 60_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(14 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_001);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});
