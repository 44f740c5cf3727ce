import { authPaths, type Tokens } from '@tessera/contract';

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

const storageKey = 'tessera.session';

/** Why a session ended, shown as a notice on the login page. */
export type SessionEndReason = 'logout' | 'expired' | 'idle';

export interface SessionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch: typeof fetch;
  now: () => number;
}

/**
 * The signed-in session (spec 000 §4): tokens in session storage; the access token is refreshed
 * 10 s before it expires with at most one refresh in flight (concurrent callers wait for it); a
 * failed refresh ends the session; logout revokes the refresh token on the server and clears storage.
 */
export class SessionManager {
  private refreshing: Promise<boolean> | null = null;
  private readonly listeners = new Set<(reason: SessionEndReason) => void>();

  constructor(private readonly deps: SessionDeps) {}

  /** The stored session, or null. */
  get(): StoredSession | null {
    const raw = this.deps.storage.getItem(storageKey);
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

  /** Stores tokens from the token service. */
  setTokens(tokens: Tokens): void {
    const session: StoredSession = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: this.deps.now() + tokens.expiresIn * 1000,
    };
    this.deps.storage.setItem(storageKey, JSON.stringify(session));
  }

  /** Calls `listener` when the session ends; returns an unsubscribe function. */
  onEnd(listener: (reason: SessionEndReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An access token valid for at least the refresh margin, refreshing first if needed; null when signed out. */
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

  private async doRefresh(): Promise<boolean> {
    const session = this.get();
    if (!session) return false;
    try {
      const response = await this.deps.fetch(authPaths.refresh, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (
        response.ok &&
        body !== null &&
        typeof body === 'object' &&
        'responseCode' in body &&
        body.responseCode === '00' &&
        'accessToken' in body &&
        'refreshToken' in body &&
        'expiresIn' in body &&
        typeof body.accessToken === 'string' &&
        typeof body.refreshToken === 'string' &&
        typeof body.expiresIn === 'number'
      ) {
        this.setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken, expiresIn: body.expiresIn });
        return true;
      }
    } catch {
      // A network failure is treated like a refused refresh.
    }
    this.end('expired');
    return false;
  }

  /** Revokes the session on the server (best effort), clears storage and tells listeners. */
  async logout(reason: SessionEndReason = 'logout'): Promise<void> {
    const session = this.get();
    this.deps.storage.removeItem(storageKey);
    if (session) {
      await this.deps
        .fetch(authPaths.logout, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken: session.refreshToken }),
        })
        .catch(() => undefined);
    }
    for (const listener of this.listeners) listener(reason);
  }

  private end(reason: SessionEndReason): void {
    this.deps.storage.removeItem(storageKey);
    for (const listener of this.listeners) listener(reason);
  }
}

/**
 * Signs the user out after `timeoutMs` without pointer, key, scroll or touch activity.
 * @returns a function that stops watching.
 */
export function watchIdle(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onIdle: () => void,
  timeoutMs = idleTimeoutMs,
): () => void {
  let timer = setTimeout(onIdle, timeoutMs);
  const reset = (): void => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, timeoutMs);
  };
  const events = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;
  for (const event of events) target.addEventListener(event, reset, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const event of events) target.removeEventListener(event, reset);
  };
}

/** The app's session, over the browser's sessionStorage and fetch. */
export const session = new SessionManager({
  storage: window.sessionStorage,
  fetch: (...args) => window.fetch(...args),
  now: () => Date.now(),
});
