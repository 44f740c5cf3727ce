import { liveAuthMessageSchema, liveClientMessageSchema, routes } from '@tessera/contract';
import type { z } from 'zod';
import { loginTopic, publish, subscribe, userTopic } from '../../platform/live.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import type { AuthDeps } from './auth.deps.ts';
import { authenticateAccessToken } from './authenticate.ts';
import { enablePushForMigration, migrationSignIn, migrationStatus, postponeMigration } from './push-migration.ts';
import {
  approveMethodsFor,
  authenticateDevice,
  linkDevice,
  listDevices,
  pendingPushRequests,
  pushRequestStatus,
  removeDevice,
  renameDevice,
  requestDeviceLink,
  resolvePushRequest,
  type DeviceRow,
  verifyDeviceSignInUser,
} from './devices.ts';

function wireDevice(device: DeviceRow) {
  return {
    id: device.id,
    name: device.name,
    type: device.type,
    ...(device.lastIp ? { location: device.lastIp } : {}),
    lastActivityAt: device.lastActivityAt.toISOString(),
    createdAt: device.createdAt.toISOString(),
  };
}

/** A push request's stored details (JSON) as the record the contract declares; `{}` for anything else. */
function detailsRecord(details: unknown): Record<string, unknown> {
  return details !== null && typeof details === 'object' ? Object.fromEntries(Object.entries(details)) : {};
}

function wirePush(row: {
  id: string;
  kind: 'login' | 'transaction';
  details: unknown;
  expiresAt: Date;
  createdAt: Date;
}) {
  return {
    id: row.id,
    kind: row.kind,
    details: detailsRecord(row.details),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Linked devices, push sign-in and approvals, the push migration and the live channel (spec 000 §4
 * push, §7 token service; DESIGN `/api/live`), as handlers of the contract's routes. The route
 * adapter authenticates by each route's access: a customer's routes take their access token, the
 * device routes the device's own secret as the bearer token; a pending sign-in's routes check its
 * tmpJwt (or code) here.
 */
export function deviceRouteHandlers(deps: AuthDeps): RouteHandlers<DeviceRow> {
  return {
    // With the sign-in's migration tmpJwt (the scp pages), else from a session (Security settings).
    scpRequest: async ({ body }, { caller, request }) => {
      const userId = body.tmpJwt
        ? (await migrationSignIn(deps.db, body.tmpJwt)).userId
        : (caller ?? signedOut()).userId;
      const link = await requestDeviceLink(deps.db, userId, deps.publicOriginForHost(request.hostname), {
        enablePush: Boolean(body.tmpJwt),
      });
      return { deeplink: link.link, link: link.link, expiresIn: link.expiresIn };
    },
    // The push migration's enrolment page (decision 0013): poll, switch on an existing device, not now.
    scpStatus: async ({ body }) => migrationStatus(deps.db, body.tmpJwt),
    scpEnable: async ({ body }) => enablePushForMigration(deps.db, body.tmpJwt),
    scpPostpone: async ({ body }) => postponeMigration(deps.db, body.tmpJwt),
    deviceList: async (_input, { caller }) => ({
      devices: (await listDevices(deps.db, caller.userId)).map(wireDevice),
    }),
    // The ways this customer can approve a new browser or device (spec 000 §4 "Device approval"):
    // GET for a signed-in customer; POST with the pending sign-in's code for the verifyDevice step.
    approveMethods: async (_input, { caller }) => ({ methods: await approveMethodsFor(deps.db, caller.userId) }),
    approveMethodsForSignIn: async ({ body }) => {
      const userId = await verifyDeviceSignInUser(deps.db, body.code);
      if (userId === undefined) throw new AppError('AU', 'This sign-in has expired. Please sign in again.');
      return { methods: await approveMethodsFor(deps.db, userId) };
    },
    deviceRename: async ({ body }, { caller }) => renameDevice(deps.db, caller.userId, body.id, body.name),
    deviceRemove: async ({ params }, { caller }) => removeDevice(deps.db, caller.userId, params.id),

    deviceLink: async ({ body }, { request }) => linkDevice(deps.db, body, request.ip),
    deviceInbox: async (_input, { caller }) => {
      const requests = await pendingPushRequests(deps.db, caller.userId);
      return { device: wireDevice(caller), requests: requests.map(wirePush) };
    },
    deviceUnlink: async ({ params }, { caller }) => {
      if (params.id !== caller.id) throw new AppError('13');
      return removeDevice(deps.db, caller.userId, caller.id);
    },
    loginConfirm: async ({ params, body }, { caller }) => resolvePushRequest(deps.db, deps.pushHandlers, caller, params.key, body.result),

    pushStatus: async ({ body }) => {
      const row = await pushRequestStatus(deps.db, body.tmpJwt);
      if (!row || row.kind !== 'login') throw new AppError('NF');
      return { status: row.status };
    },
    pushResend: async ({ body }) => {
      const row = await pushRequestStatus(deps.db, body.tmpJwt);
      if (!row || row.kind !== 'login' || row.status !== 'pending')
        throw new AppError('TA1', 'This sign-in is no longer waiting.');
      publish(userTopic(row.userId), {
        type: 'pushRequest',
        id: row.id,
        kind: 'login',
        details: detailsRecord(row.details),
        expiresAt: row.expiresAt.toISOString(),
      });
      return { sent: true as const };
    },

    // The live channel (issue 9 item 2): the credential is the first message, never in the address;
    // a signed-in page then sends each refreshed access token (spec 000 §7 "with token refresh").
    live: (socket, request) => {
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
    },
  };
}

function signedOut(): never {
  throw new AppError('AU', 'Your session has expired. Please sign in again.');
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
async function liveListener(deps: AuthDeps, text: string, ip: string): Promise<LiveListener | undefined> {
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
