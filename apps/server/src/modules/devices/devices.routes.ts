import { publish, userTopic } from '../../platform/live.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { findVerifyDeviceSignInUser } from '../credentials/index.ts';
import type { DevicesDeps } from './devices.deps.ts';
import { liveChannel } from './live-channel.ts';
import { enablePushForMigration, migrationSignIn, migrationStatus, postponeMigration } from './push-migration.ts';
import {
  approveMethodsFor,
  linkDevice,
  listDevices,
  pendingPushRequests,
  pushRequestStatus,
  removeDevice,
  renameDevice,
  requestDeviceLink,
  resolvePushRequest,
  type DeviceRow,
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
export function devicesRouteHandlers(deps: DevicesDeps): RouteHandlers<DeviceRow> {
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
      const userId = await findVerifyDeviceSignInUser(deps.db, body.code);
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
    loginConfirm: async ({ params, body }, { caller }) =>
      resolvePushRequest(deps.db, deps.pushHandlers, caller, params.key, body.result),

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

    live: liveChannel(deps),
  };
}

function signedOut(): never {
  throw new AppError('AU', 'Your session has expired. Please sign in again.');
}
