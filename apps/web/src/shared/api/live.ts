import { devicePaths, liveUnauthorisedCloseCode, type LiveAuthMessage } from '@tessera/contract';

/**
 * The live channel (`/api/live` websocket, DESIGN §1): push approvals, resolved sign-ins and money
 * confirmations. `credential` names who listens: `access` (a signed-in page), `device` (the linked
 * device's secret) or `tmpJwt` (a pending push sign-in); it is sent as the first message, never in
 * the address (issue 9 item 2). Reconnects with back-off until closed or refused (4401); the
 * callers also poll, so a dropped connection only delays an answer.
 */
export type LiveMessage =
  | {
      type: 'pushRequest';
      id: string;
      kind: 'login' | 'transaction';
      details: Record<string, unknown>;
      expiresAt: string;
    }
  | { type: 'pushResolved'; id: string; kind: 'login' | 'transaction'; status: 'approved' | 'declined' | 'expired' }
  | { type: 'transaction'; transactionId: string; status: 'completed' | 'rejected'; message?: string };

function isLiveMessage(value: unknown): value is LiveMessage {
  return value !== null && typeof value === 'object' && 'type' in value && typeof value.type === 'string';
}

/** Opens the live channel; returns a function that closes it for good. */
export function openLiveChannel(
  credential: { access: string } | { device: string } | { tmpJwt: string },
  onMessage: (message: LiveMessage) => void,
): () => void {
  let closed = false;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const opened = new WebSocket(`${protocol}//${window.location.host}${devicePaths.live}`);
    opened.onopen = () => opened.send(JSON.stringify({ type: 'auth', ...credential } satisfies LiveAuthMessage));
    socket = opened;
    socket.onmessage = (event) => {
      attempt = 0;
      try {
        const parsed: unknown = JSON.parse(String(event.data));
        if (isLiveMessage(parsed)) onMessage(parsed);
      } catch {
        // A malformed message is ignored; the poll still brings the state.
      }
    };
    socket.onclose = (event) => {
      if (closed || event.code === liveUnauthorisedCloseCode) return;
      attempt += 1;
      timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** attempt));
    };
  };
  connect();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}
