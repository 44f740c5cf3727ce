import type { LiveAuthMessage, LiveChannelEvent, LiveClientMessage } from '@tessera/contract';

/**
 * The live channel (`routes.live`, the `/api/live` websocket, DESIGN §1): push approvals, resolved
 * sign-ins and money confirmations, as the contract's `liveEventSchema` declares them. `credential`
 * names who listens: `session` (a signed-in page), `device` (the linked device's secret) or `tmpJwt`
 * (a pending push sign-in); it is sent as the first message, never in the address (decision 0018).
 * A signed-in page's socket outlives its access token (spec 000 §7 "with token refresh"): every
 * refreshed token is sent on the open socket; when the server still closes it (4401: the token
 * expired unreplaced, e.g. after the tab slept) the channel reconnects with a fresh token, and stops
 * when there is none or the server refuses the newest one too. Other closes reconnect with
 * back-off. The callers also poll, so a dropped connection only delays an answer.
 */
export type LiveMessage = LiveChannelEvent;

/** Where a signed-in page's live channel takes its access token (the app's session). */
export interface AccessTokenSource {
  /** A valid access token, refreshing first if needed; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Calls `listener` with each new access token after a refresh; returns the unsubscribe function. */
  onAccessToken(listener: (accessToken: string) => void): () => void;
}

/** Who listens on the live channel. */
export type LiveCredential = { session: AccessTokenSource } | { device: string } | { tmpJwt: string };

/**
 * The channel's address, close code and event schema (with zod), downloaded when a channel first
 * opens: the login page shows before them (decision 0126).
 */
const loadDeclarations = () => import('@tessera/contract/src/devices/devices.schemas.ts');

/** Longest wait between reconnection attempts. */
const maxReconnectDelayMs = 30_000;

/** Opens the live channel; returns a function that closes it for good. */
export function openLiveChannel(credential: LiveCredential, onMessage: (message: LiveMessage) => void): () => void {
  let closed = false;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The newest access token known (a signed-in page only). */
  let latestAccessToken: string | undefined;
  /** The access token the open socket was last given (first message or refresh). */
  let sentAccessToken: string | undefined;
  const source = 'session' in credential ? credential.session : undefined;

  const send = (opened: WebSocket, message: LiveAuthMessage | LiveClientMessage) =>
    opened.send(JSON.stringify(message));

  const stopListeningToTokens = source?.onAccessToken((accessToken) => {
    latestAccessToken = accessToken;
    // A socket still connecting sends the newest token as its first message.
    if (socket?.readyState !== WebSocket.OPEN || sentAccessToken === undefined || sentAccessToken === accessToken)
      return;
    sentAccessToken = accessToken;
    send(socket, { type: 'refresh', access: accessToken });
  });

  const reconnectLater = () => {
    attempt += 1;
    timer = setTimeout(() => void connect(), Math.min(maxReconnectDelayMs, 1000 * 2 ** attempt));
  };

  const connect = async () => {
    const { devicePaths, liveEventSchema, liveUnauthorisedCloseCode } = await loadDeclarations();
    if (closed) return;
    if ('session' in credential) {
      const accessToken = await credential.session.getAccessToken();
      if (closed) return;
      if (!accessToken) return stop();
      latestAccessToken = accessToken;
    }
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const opened = new WebSocket(`${protocol}//${window.location.host}${devicePaths.live}`);
    socket = opened;
    sentAccessToken = undefined;
    opened.onopen = () => {
      if ('session' in credential) {
        sentAccessToken = latestAccessToken ?? '';
        send(opened, { type: 'auth', access: sentAccessToken });
      } else {
        send(opened, { type: 'auth', ...credential });
      }
    };
    opened.onmessage = (event) => {
      attempt = 0;
      try {
        const parsed = liveEventSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) onMessage(parsed.data);
      } catch {
        // A malformed message is ignored; the poll still brings the state.
      }
    };
    opened.onclose = (event) => {
      if (closed || socket !== opened) return;
      if (event.code !== liveUnauthorisedCloseCode) return reconnectLater();
      if (!source) return stop();
      // Refused: worth another try only with a newer token than the one the server last saw.
      const refused = sentAccessToken;
      void source.getAccessToken().then((accessToken) => {
        if (closed) return;
        if (!accessToken || accessToken === refused) return stop();
        reconnectLater();
      });
    };
  };

  function stop() {
    closed = true;
    if (timer) clearTimeout(timer);
    stopListeningToTokens?.();
    socket?.close();
  }

  void connect();
  return stop;
}
