import {
  deviceIdParamsSchema,
  devicePaths,
  pushRequestKeyParamsSchema,
  linkDeviceRequestSchema,
  pushConfirmRequestSchema,
  approveMethodsRequestSchema,
  renameDeviceRequestSchema,
  scpRequestSchema,
  successEnvelope,
  tmpJwtRequestSchema,
} from '@tessera/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginTopic, publish, subscribe, userTopic, type LiveEvent } from '../../platform/live.ts';
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
    const link = await requestDeviceLink(deps.db, userId, `${request.protocol}://${request.host}`, {
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

  // The live channel: ?access=<access token> (web), ?device=<device secret>, ?tmpJwt=<pending sign-in>.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    devicePaths.live,
    { websocket: true },
    async (socket, request) => {
      const send = (event: LiveEvent) => socket.send(JSON.stringify(event));
      const query = request.query;
      let unsubscribe: (() => void) | undefined;
      if (query.access) {
        const auth = await authenticate(deps.db, deps.signer, `Bearer ${query.access}`);
        if (auth) unsubscribe = subscribe(userTopic(auth.userId), send);
      } else if (query.device) {
        const found = await authenticateDevice(deps.db, query.device, request.ip);
        if (found) unsubscribe = subscribe(userTopic(found.userId), send);
      } else if (query.tmpJwt) {
        const row = await pushRequestStatus(deps.db, query.tmpJwt);
        if (row?.kind === 'login') unsubscribe = subscribe(loginTopic(row.id), send);
      }
      if (!unsubscribe) {
        socket.close(4401, 'unauthorised');
        return;
      }
      socket.on('close', unsubscribe);
    },
  );
}
