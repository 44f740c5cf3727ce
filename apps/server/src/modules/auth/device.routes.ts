import {
  deviceIdParamsSchema,
  devicePaths,
  pushRequestKeyParamsSchema,
  linkDeviceRequestSchema,
  liveAuthMessageSchema,
  liveAuthTimeoutMs,
  liveUnauthorisedCloseCode,
  pushConfirmRequestSchema,
  approveMethodsRequestSchema,
  renameDeviceRequestSchema,
  scpRequestSchema,
  successEnvelope,
  tmpJwtRequestSchema,
} from '@tessera/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginTopic, publish, subscribe, userTopic } from '../../platform/live.ts';
import { AppError } from '../../rpc/app-error.ts';
import { parseOrThrow } from '../../rpc/reply.ts';
import type { AuthDeps } from './auth.deps.ts';
import { authenticate } from './authenticate.ts';
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

function bearer(request: FastifyRequest): string | undefined {
  return /^Bearer (\S{10,4096})$/.exec(request.headers.authorization ?? '')?.[1];
}

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

function wirePush(row: {
  id: string;
  kind: 'login' | 'transaction';
  details: unknown;
  expiresAt: Date;
  createdAt: Date;
}) {
  const details = row.details !== null && typeof row.details === 'object' ? row.details : {};
  return {
    id: row.id,
    kind: row.kind,
    details,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Linked devices, push sign-in and approvals, and the live channel (spec 000 §4 push, §7 token
 * service; DESIGN `/api/live`). A customer's routes take their access token; the device routes
 * take the device's own secret as the bearer token.
 */
export async function deviceRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const rateLimit = { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const customer = async (request: FastifyRequest) => {
    const auth = await authenticate(deps.db, deps.signer, request.headers.authorization);
    if (!auth) throw new AppError('AU', 'Your session has expired. Please sign in again.');
    return auth;
  };
  const device = async (request: FastifyRequest) => {
    const found = await authenticateDevice(deps.db, bearer(request), request.ip);
    if (!found) throw new AppError('AU', 'This device is not linked any more.');
    return found;
  };

  app.post(devicePaths.scpRequest, { config: { rateLimit } }, async (request, reply) => {
    // With the sign-in's migration tmpJwt (the scp pages), else from a session (Security settings).
    const input = parseOrThrow(scpRequestSchema, request.body ?? {});
    const userId = input.tmpJwt
      ? (await migrationSignIn(deps.db, input.tmpJwt)).userId
      : (await customer(request)).userId;
    const link = await requestDeviceLink(deps.db, userId, deps.publicOriginForHost(request.hostname), {
      enablePush: Boolean(input.tmpJwt),
    });
    return reply.send(successEnvelope({ deeplink: link.link, link: link.link, expiresIn: link.expiresIn }));
  });
  // The push migration's enrolment page (decision 0013): poll, switch on an existing device, not now.
  app.post(
    devicePaths.scpStatus,
    { config: { rateLimit: { ...rateLimit, max: rateLimit.max * 10 } } },
    async (request, reply) => {
      const input = parseOrThrow(tmpJwtRequestSchema, request.body ?? {});
      return reply.send(successEnvelope(await migrationStatus(deps.db, input.tmpJwt)));
    },
  );
  app.post(devicePaths.scpEnable, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(tmpJwtRequestSchema, request.body ?? {});
    return reply.send(successEnvelope(await enablePushForMigration(deps.db, input.tmpJwt)));
  });
  app.post(devicePaths.scpPostpone, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(tmpJwtRequestSchema, request.body ?? {});
    return reply.send(successEnvelope(await postponeMigration(deps.db, input.tmpJwt)));
  });
  app.get(devicePaths.devices, async (request, reply) => {
    const auth = await customer(request);
    return reply.send(successEnvelope({ devices: (await listDevices(deps.db, auth.userId)).map(wireDevice) }));
  });
  // The ways this customer can approve a new browser or device (spec 000 §4 "Device approval"):
  // GET for a signed-in customer; POST with the pending sign-in's code for the verifyDevice step.
  app.get(devicePaths.approveMethods, async (request, reply) => {
    const auth = await customer(request);
    return reply.send(successEnvelope({ methods: await approveMethodsFor(deps.db, auth.userId) }));
  });
  app.post(devicePaths.approveMethods, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(approveMethodsRequestSchema, request.body ?? {});
    const userId = await verifyDeviceSignInUser(deps.db, input.code);
    if (userId === undefined) throw new AppError('AU', 'This sign-in has expired. Please sign in again.');
    return reply.send(successEnvelope({ methods: await approveMethodsFor(deps.db, userId) }));
  });
  app.post(devicePaths.devices, async (request, reply) => {
    const auth = await customer(request);
    const input = parseOrThrow(renameDeviceRequestSchema, request.body ?? {});
    return reply.send(successEnvelope(await renameDevice(deps.db, auth.userId, input.id, input.name)));
  });
  app.delete('/api/auth/devices/:id', async (request, reply) => {
    const auth = await customer(request);
    const { id } = parseOrThrow(deviceIdParamsSchema, request.params);
    return reply.send(successEnvelope(await removeDevice(deps.db, auth.userId, id)));
  });

  app.post(devicePaths.deviceApi, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(linkDeviceRequestSchema, request.body ?? {});
    return reply.send(successEnvelope(await linkDevice(deps.db, input, request.ip)));
  });
  app.get(devicePaths.deviceApi, async (request, reply) => {
    const found = await device(request);
    const requests = await pendingPushRequests(deps.db, found.userId);
    return reply.send(successEnvelope({ device: wireDevice(found), requests: requests.map(wirePush) }));
  });
  app.delete('/device-api/device/:id', async (request, reply) => {
    const found = await device(request);
    const { id } = parseOrThrow(deviceIdParamsSchema, request.params);
    if (id !== found.id) throw new AppError('13');
    return reply.send(successEnvelope(await removeDevice(deps.db, found.userId, found.id)));
  });
  app.put('/api/auth/login/:key/confirm', { config: { rateLimit } }, async (request, reply) => {
    const found = await device(request);
    const { key } = parseOrThrow(pushRequestKeyParamsSchema, request.params);
    const input = parseOrThrow(pushConfirmRequestSchema, request.body ?? {});
    return reply.send(successEnvelope(await resolvePushRequest(deps.db, found, key, input.result)));
  });

  app.post(
    devicePaths.pushStatus,
    { config: { rateLimit: { ...rateLimit, max: rateLimit.max * 10 } } },
    async (request, reply) => {
      const input = parseOrThrow(tmpJwtRequestSchema, request.body ?? {});
      const row = await pushRequestStatus(deps.db, input.tmpJwt);
      if (!row || row.kind !== 'login') throw new AppError('NF');
      return reply.send(successEnvelope({ status: row.status }));
    },
  );
  app.post(devicePaths.pushResend, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(tmpJwtRequestSchema, request.body ?? {});
    const row = await pushRequestStatus(deps.db, input.tmpJwt);
    if (!row || row.kind !== 'login' || row.status !== 'pending')
      throw new AppError('TA1', 'This sign-in is no longer waiting.');
    publish(userTopic(row.userId), {
      type: 'pushRequest',
      id: row.id,
      kind: 'login',
      details: row.details,
      expiresAt: row.expiresAt.toISOString(),
    });
    return reply.send(successEnvelope({ sent: true }));
  });

  // The live channel (issue 9 item 2): the credential is the first message, never in the address.
  app.get(devicePaths.live, { websocket: true }, (socket, request) => {
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const stop = () => {
      closed = true;
      clearTimeout(deadline);
      unsubscribe?.();
      unsubscribe = undefined;
    };
    const refuse = () => {
      if (closed) return;
      stop();
      socket.close(liveUnauthorisedCloseCode, 'unauthorised');
    };
    const deadline = setTimeout(refuse, liveAuthTimeoutMs);
    socket.on('close', stop);
    // An old client's credential in the query is refused outright: it was exposed in the address.
    if (Object.keys(request.query ?? {}).some((name) => name === 'access' || name === 'device' || name === 'tmpJwt')) {
      refuse();
      return;
    }
    socket.once('message', (data: unknown) => {
      clearTimeout(deadline);
      const text = messageText(data);
      liveListener(deps, text, request.ip).then(
        (listener) => {
          if (!listener) return refuse();
          if (closed) return;
          unsubscribe = subscribe(listener.topic, (event) => {
            if (event.type !== 'accessRevoked') socket.send(JSON.stringify(event));
            else if (listener.isRevocable) refuse();
          });
          // A revocation committed between the check above and the subscription was published to
          // no one here: check the credential once more now that the socket listens.
          if (listener.isRevocable)
            liveListener(deps, text, request.ip).then(
              (again) => {
                if (!again) refuse();
              },
              () => refuse(),
            );
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'live channel authentication failed');
          refuse();
        },
      );
    });
  });
}

/** A websocket message's text (ws delivers a Buffer, an ArrayBuffer or fragments as Buffer[]). */
function messageText(data: unknown): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data) && data.every((part) => Buffer.isBuffer(part))) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return '';
}

/**
 * Who listens on a live channel whose first message is `text` ({@link liveAuthMessageSchema}): a
 * signed-in user (access token) or a linked device hears their user's topic and loses it when
 * access is revoked; a pending push sign-in (tmpJwt) hears that sign-in's topic. Undefined when
 * the message is not a valid credential.
 */
async function liveListener(
  deps: AuthDeps,
  text: string,
  ip: string,
): Promise<{ topic: string; isRevocable: boolean } | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = liveAuthMessageSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const message = parsed.data;
  if ('access' in message) {
    const auth = await authenticate(deps.db, deps.signer, `Bearer ${message.access}`);
    return auth ? { topic: userTopic(auth.userId), isRevocable: true } : undefined;
  }
  if ('device' in message) {
    const found = await authenticateDevice(deps.db, message.device, ip);
    return found ? { topic: userTopic(found.userId), isRevocable: true } : undefined;
  }
  const row = await pushRequestStatus(deps.db, message.tmpJwt);
  return row?.kind === 'login' ? { topic: loginTopic(row.id), isRevocable: false } : undefined;
}
