import { liveAuthMessageSchema, liveClientMessageSchema, routes } from '@tessera/contract';
import type { z } from 'zod';
import { loginTopic, subscribe, userTopic } from '../../platform/live.ts';
import type { ChannelHandler } from '../../rpc/routes.ts';
import { authenticateAccessToken } from '../credentials/index.ts';
import type { DevicesDeps } from './devices.deps.ts';
import { authenticateDevice, pushRequestStatus } from './devices.ts';

/**
 * The live channel (`/api/live`, spec 000 §7; DESIGN `/api/live`): the credential is the first
 * message, never in the address (decision 0018); a signed-in page then sends each refreshed access
 * token ("with token refresh", decision 0025). A signed-in user or linked device hears their
 * user's topic, a pending push sign-in its own; revoking access closes the socket.
 */
export function live(deps: DevicesDeps): ChannelHandler {
  return (socket, request) => {
    let closed = false;
    let listener: LiveListener | undefined;
    let unsubscribe: (() => void) | undefined;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    let hasFirstMessage = false;
    const refreshes = { windowStartMs: 0, count: 0 };
    const stop = () => {
      closed = true;
      clearTimeout(deadline);
      clearTimeout(expiryTimer);
      unsubscribe?.();
      unsubscribe = undefined;
    };
    const refuse = () => {
      if (closed) return;
      stop();
      socket.close(routes.live.closeCode, 'unauthorised');
    };
    // An access token's socket lives as long as its current token: past it, the client reconnects.
    const closeAtExpiry = (expiresAtMs: number | undefined) => {
      clearTimeout(expiryTimer);
      if (expiresAtMs === undefined) return;
      expiryTimer = setTimeout(refuse, Math.max(0, expiresAtMs - Date.now()));
    };
    const deadline = setTimeout(refuse, routes.live.firstMessageTimeoutMs);
    socket.on('close', stop);
    // An old client's credential in the query is refused outright: it was exposed in the address.
    const query = request.query ?? {};
    if (Object.keys(query).some((name) => name === 'access' || name === 'device' || name === 'tmpJwt')) {
      refuse();
      return;
    }

    const onFirstMessage = async (text: string) => {
      clearTimeout(deadline);
      const found = await liveListener(deps, text, request.ip);
      if (!found) return refuse();
      if (closed) return;
      listener = found;
      closeAtExpiry(found.expiresAtMs);
      unsubscribe = subscribe(found.topic, (event) => {
        if (event.type !== 'accessRevoked') socket.send(JSON.stringify(event));
        else if (found.isRevocable) refuse();
      });
      // A revocation committed between the check above and the subscription was published to
      // no one here: check the credential once more now that the socket listens.
      if (found.isRevocable && !(await liveListener(deps, text, request.ip))) refuse();
    };
    // A later message replaces the access token: the same user and session, still live, or the end.
    const onLaterMessage = async (text: string) => {
      const now = Date.now();
      if (now - refreshes.windowStartMs >= 60_000) Object.assign(refreshes, { windowStartMs: now, count: 0 });
      refreshes.count += 1;
      const message = parseJson(text, liveClientMessageSchema);
      if (!message || !listener?.sessionId || refreshes.count > maxLiveRefreshesPerMinute) return refuse();
      const caller = await authenticateAccessToken(deps.db, deps.signer, message.access);
      if (!caller || caller.userId !== listener.userId || caller.sessionId !== listener.sessionId) return refuse();
      if (!closed) closeAtExpiry(caller.expiresAtMs);
    };

    // Messages are handled one at a time, in order, so a refresh sent at once waits for the first.
    let queue = Promise.resolve();
    socket.on('message', (data: unknown) => {
      const text = messageText(data);
      const isFirst = !hasFirstMessage;
      hasFirstMessage = true;
      queue = queue
        .then(() => {
          if (closed) return;
          return isFirst ? onFirstMessage(text) : onLaterMessage(text);
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'live channel authentication failed');
          refuse();
        });
    });
  };
}

/** A websocket message's text (ws delivers a Buffer, an ArrayBuffer or fragments as Buffer[]). */
function messageText(data: unknown): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data) && data.every((part) => Buffer.isBuffer(part))) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return '';
}

/** Most `refresh` messages a live socket may send per minute; a page sends one per token lifetime. */
const maxLiveRefreshesPerMinute = 10;

/**
 * Who listens on a live channel: the topic it hears; whether revoking access closes it; for an
 * access token, its user and session (a refresh must name the same) and when it expires (epoch ms).
 */
interface LiveListener {
  topic: string;
  isRevocable: boolean;
  userId?: number;
  sessionId?: string;
  expiresAtMs?: number;
}

/** `text` parsed as JSON and checked by `schema`; undefined when it is neither. */
function parseJson<Schema extends z.ZodType>(text: string, schema: Schema): z.output<Schema> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Who listens on a live channel whose first message is `text` ({@link liveAuthMessageSchema}): a
 * signed-in user (access token, until it expires unless refreshed) or a linked device hears their
 * user's topic and loses it when access is revoked; a pending push sign-in (tmpJwt) hears that
 * sign-in's topic. Undefined when the message is not a valid credential.
 */
async function liveListener(deps: DevicesDeps, text: string, ip: string): Promise<LiveListener | undefined> {
  const message = parseJson(text, liveAuthMessageSchema);
  if (!message) return undefined;
  if ('access' in message) {
    const caller = await authenticateAccessToken(deps.db, deps.signer, message.access);
    return caller
      ? {
          topic: userTopic(caller.userId),
          isRevocable: true,
          userId: caller.userId,
          sessionId: caller.sessionId,
          expiresAtMs: caller.expiresAtMs,
        }
      : undefined;
  }
  if ('device' in message) {
    const found = await authenticateDevice(deps.db, message.device, ip);
    return found ? { topic: userTopic(found.userId), isRevocable: true } : undefined;
  }
  const row = await pushRequestStatus(deps.db, message.tmpJwt);
  return row?.kind === 'login' ? { topic: loginTopic(row.id), isRevocable: false } : undefined;
}
