import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveChannel, type AccessTokenSource } from './live.ts';

/** A websocket the test drives: what the page sent, and the server's open, message and close. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.serverCloses(1000);
  }
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  serverCloses(code: number) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

/** The session as the live channel sees it: a current token and its refreshes. */
function tokenSource(initial: string | null) {
  let current = initial;
  const listeners = new Set<(accessToken: string) => void>();
  const source: AccessTokenSource = {
    getAccessToken: () => Promise.resolve(current),
    onAccessToken: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    refresh(accessToken: string) {
      current = accessToken;
      for (const listener of listeners) listener(accessToken);
    },
    expire(accessToken: string | null) {
      current = accessToken;
    },
    listenerCount: () => listeners.size,
  };
}

describe('live channel of a signed-in page (spec 000 §7 "with token refresh")', () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('authenticates with the session token, then hands each refreshed token to the open socket', async () => {
    // Proves the page sends its new access token on the open socket instead of reconnecting.
    const tokens = tokenSource('access-1');
    const close = openLiveChannel({ session: tokens.source }, () => undefined);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0];
    socket?.serverOpens();
    tokens.refresh('access-2');
    expect(socket?.sent).toEqual([
      { type: 'auth', access: 'access-1' },
      { type: 'refresh', access: 'access-2' },
    ]);
    close();
    expect(tokens.listenerCount()).toBe(0);
  });

  it('reconnects with a fresh token after a 4401, and stops when the newest token is refused too', async () => {
    // Proves an expiry close leads to one new socket with the new token, and a revoked session ends the loop.
    const tokens = tokenSource('access-1');
    openLiveChannel({ session: tokens.source }, () => undefined);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    FakeSocket.opened[0]?.serverOpens();
    tokens.expire('access-2');
    FakeSocket.opened[0]?.serverCloses(4401);
    await vi.runAllTimersAsync();
    expect(FakeSocket.opened).toHaveLength(2);
    const second = FakeSocket.opened[1];
    second?.serverOpens();
    expect(second?.sent).toEqual([{ type: 'auth', access: 'access-2' }]);

    second?.serverCloses(4401);
    await vi.runAllTimersAsync();
    expect(FakeSocket.opened).toHaveLength(2);
    expect(tokens.listenerCount()).toBe(0);
  });

  it('sends the first message with the device secret and gives up on a refusal', async () => {
    // Proves the other credentials are unchanged: first message only, no reconnect after 4401.
    openLiveChannel({ device: 'device-secret-1' }, () => undefined);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    FakeSocket.opened[0]?.serverOpens();
    expect(FakeSocket.opened[0]?.sent).toEqual([{ type: 'auth', device: 'device-secret-1' }]);
    FakeSocket.opened[0]?.serverCloses(4401);
    await vi.runAllTimersAsync();
    expect(FakeSocket.opened).toHaveLength(1);
  });
});
