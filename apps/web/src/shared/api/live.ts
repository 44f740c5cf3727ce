import { liveEventSchema, routes, type LiveAuthMessage, type LiveChannelEvent } from '@tessera/contract';

/**
 * The live channel (`routes.live`, the `/api/live` websocket, DESIGN §1): push approvals, resolved
 * sign-ins and money confirmations, as the contract's `liveEventSchema` declares them. `credential`
 * names who listens: `access` (a signed-in page), `device` (the linked device's secret) or `tmpJwt`
 * (a pending push sign-in); it is sent as the first message, never in the address (issue 9 item 2).
 * Reconnects with back-off until closed or refused (4401); the callers also poll, so a dropped
 * connection only delays an answer.
 */
export type LiveMessage = LiveChannelEvent;

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
    const opened = new WebSocket(`${protocol}//${window.location.host}${routes.live.path}`);
    opened.onopen = () => opened.send(JSON.stringify({ type: 'auth', ...credential } satisfies LiveAuthMessage));
    socket = opened;
    socket.onmessage = (event) => {
      attempt = 0;
      try {
        const parsed = liveEventSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) onMessage(parsed.data);
      } catch {
        // A malformed message is ignored; the poll still brings the state.
      }
    };
    socket.onclose = (event) => {
      if (closed || event.code === routes.live.closeCode) return;
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
