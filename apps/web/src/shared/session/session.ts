import type { Tokens } from '@tessera/contract';
import { ApiClient, apiLanguage } from '../api/client.ts';

/** Tokens kept for the tab (spec 000 §4: session storage). `expiresAt` is epoch milliseconds. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Refresh this long before the access token expires (spec 000 §9: 10 seconds). */
export const refreshMarginMs = 10_000;
/** Sign out after this long without activity (spec 000 §9: 15 minutes). */
export const idleTimeoutMs = 15 * 60_000;
/** Session-storage key of the tokens. */
export const sessionStorageKey = 'tessera.session';

/** Why a session ended; the login page shows a matching notice. */
export type SessionEndReason = 'logout' | 'expired' | 'idle';

export interface SessionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The network, for the token service's refresh and logout; a fake in unit tests. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The product language code for Accept-Language (default: the API client's). */
  language?: () => string;
  /** Epoch milliseconds. */
  now: () => number;
  /** Refresh on a timer 10 s before expiry (true in the browser; tests may turn it off). Default true. */
  scheduleRefresh?: boolean;
}

/**
 * The signed-in session (spec 000 §4):
 * - tokens live in session storage, so they die with the tab;
 * - the access token is refreshed 10 s before it expires, on a timer and on demand, with at most one
 *   refresh in flight (concurrent callers wait for the first);
 * - a failed refresh ends the session ('expired'), as does a request still refused after a refresh;
 * - logout clears storage, tells listeners, and revokes the refresh token on the server.
 * Listeners (the app's router) react to the end of a session by clearing cached data and going to login.
 */
export class SessionManager {
  private refreshing: Promise<boolean> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(reason: SessionEndReason) => void>();
  private readonly accessTokenListeners = new Set<(accessToken: string) => void>();

  /** The token service's calls (refresh, logout) go through the one API client, without a session. */
  private readonly tokenService: ApiClient;

  constructor(private readonly deps: SessionDeps) {
    this.tokenService = new ApiClient({ fetch: deps.fetch, language: deps.language ?? apiLanguage });
  }

  /** The stored session, or null (also for a corrupt entry). */
  get(): StoredSession | null {
    const raw = this.deps.storage.getItem(sessionStorageKey);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (
        parsed !== null &&
        typeof parsed === 'object' &&
        'accessToken' in parsed &&
        'refreshToken' in parsed &&
        'expiresAt' in parsed &&
        typeof parsed.accessToken === 'string' &&
        typeof parsed.refreshToken === 'string' &&
        typeof parsed.expiresAt === 'number'
      ) {
        return { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken, expiresAt: parsed.expiresAt };
      }
    } catch {
      // A corrupt entry counts as signed out.
    }
    return null;
  }

  isAuthenticated(): boolean {
    return this.get() !== null;
  }

  /** Stores tokens from the token service and schedules their refresh. `expiresIn` is in seconds. */
  setTokens(tokens: Tokens): void {
    const session: StoredSession = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: this.deps.now() + tokens.expiresIn * 1000,
    };
    this.deps.storage.setItem(sessionStorageKey, JSON.stringify(session));
    this.schedule(session);
    for (const listener of [...this.accessTokenListeners]) listener(session.accessToken);
  }

  /** Re-arms the refresh timer for a session found in storage (a page reload). */
  resume(): void {
    const session = this.get();
    if (session) this.schedule(session);
  }

  /** Calls `listener` when the session ends; returns an unsubscribe function. */
  onEnd(listener: (reason: SessionEndReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Calls `listener` with every new access token (sign-in and each refresh), so an open live
   * channel can hand it to the server (spec 000 §7); returns an unsubscribe function.
   */
  onAccessToken(listener: (accessToken: string) => void): () => void {
    this.accessTokenListeners.add(listener);
    return () => this.accessTokenListeners.delete(listener);
  }

  /** An access token valid for more than the refresh margin, refreshing first if needed; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    const session = this.get();
    if (!session) return null;
    if (session.expiresAt - this.deps.now() > refreshMarginMs) return session.accessToken;
    return (await this.refresh()) ? (this.get()?.accessToken ?? null) : null;
  }

  /** Rotates the tokens once; concurrent calls share one request. A failure ends the session ('expired'). */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * After a 401 for a request sent with `rejectedToken` (spec 000 §4): refreshes, unless another
   * caller already replaced that token, in which case the caller simply retries with the new one.
   * @returns whether a retry makes sense.
   */
  async refreshAfterUnauthorized(rejectedToken: string): Promise<boolean> {
    if (this.refreshing) return this.refreshing;
    const current = this.get();
    if (!current) return false;
    if (current.accessToken !== rejectedToken) return true;
    return this.refresh();
  }

  /** Ends the session because the server no longer accepts it (no server call: the token is dead). */
  expire(): void {
    if (!this.isAuthenticated()) return;
    this.end('expired');
  }

  /**
   * Signs out (spec 000 §4): clears storage, tells listeners (the app goes to login at once), then
   * revokes the refresh token on the server. The server call is best effort: a network failure
   * still leaves the tab signed out.
   */
  async logout(reason: SessionEndReason = 'logout'): Promise<void> {
    const session = this.get();
    this.end(reason);
    if (!session) return;
    await this.tokenService.call('logout', { refreshToken: session.refreshToken }).catch(() => undefined);
  }

  private async doRefresh(): Promise<boolean> {
    const session = this.get();
    if (!session) return false;
    let tokens: Tokens | null = null;
    try {
      tokens = await this.tokenService.call('refresh', { refreshToken: session.refreshToken });
    } catch {
      // A refusal or a network failure counts as a failed refresh (spec 000 §4: the session expires).
    }
    // The user may have signed out while the refresh was on its way: never bring the session back.
    if (this.get()?.refreshToken !== session.refreshToken) return false;
    if (!tokens) {
      this.end('expired');
      return false;
    }
    this.setTokens(tokens);
    return true;
  }

  private schedule(session: StoredSession): void {
    clearTimeout(this.refreshTimer);
    if (this.deps.scheduleRefresh === false) return;
    const delayMs = Math.max(0, session.expiresAt - refreshMarginMs - this.deps.now());
    this.refreshTimer = setTimeout(() => void this.refresh(), delayMs);
  }

  private end(reason: SessionEndReason): void {
    clearTimeout(this.refreshTimer);
    this.deps.storage.removeItem(sessionStorageKey);
    for (const listener of [...this.listeners]) listener(reason);
  }
}

/** Events that count as the user being active (pointer and keyboard; spec 000 §4). */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without pointer or keyboard activity on `target`.
 * Activity only records a time stamp (cheap for pointermove); the timer re-checks the elapsed time,
 * so a timer delayed by a sleeping laptop or a background tab still fires at the right moment.
 * @returns a function that stops watching.
 */
export function watchIdle(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onIdle: () => void,
  timeoutMs = idleTimeoutMs,
  now: () => number = () => Date.now(),
): () => void {
  let lastActivityAt = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const check = (): void => {
    if (stopped) return;
    const idleForMs = now() - lastActivityAt;
    if (idleForMs >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    timer = setTimeout(check, timeoutMs - idleForMs);
  };
  const onActivity = (): void => {
    lastActivityAt = now();
  };
  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    for (const event of activityEvents) target.removeEventListener(event, onActivity);
  }
  for (const event of activityEvents) target.addEventListener(event, onActivity, { passive: true });
  timer = setTimeout(check, timeoutMs);
  return stop;
}

/**
 * Signs the session out with reason 'idle' after 15 minutes without activity (spec 000 §4):
 * the logout call carries the refresh token and storage is cleared.
 * @returns a function that stops watching.
 */
export function startIdleLogout(
  sessionManager: SessionManager,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  timeoutMs = idleTimeoutMs,
  now: () => number = () => Date.now(),
): () => void {
  return watchIdle(target, () => void sessionManager.logout('idle'), timeoutMs, now);
}

/** Where the server's pre-render keeps no session (it has no sessionStorage). */
const noSessionStorage: SessionDeps['storage'] = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The app's session, over the browser's sessionStorage and fetch. The server's pre-render of the
 * first screen (src/prerender, decision 0129) has no window: there no one is signed in.
 */
export const session = new SessionManager({
  storage: typeof window === 'undefined' ? noSessionStorage : window.sessionStorage,
  fetch: (input, init) => window.fetch(input, init),
  now: () => Date.now(),
});
