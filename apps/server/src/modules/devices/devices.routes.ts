import type { RouteHandlers } from '../../rpc/routes.ts';
import type { DevicesDeps } from './devices.deps.ts';
import { live } from './live.ts';
import { scpEnable, scpPostpone, scpRequest, scpStatus } from './push-migration.ts';
import {
  approveMethods,
  approveMethodsForSignIn,
  deviceInbox,
  deviceLink,
  deviceList,
  deviceRemove,
  deviceRename,
  deviceUnlink,
  loginConfirm,
  pushResend,
  pushStatus,
  type DeviceRow,
} from './devices.ts';

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
    scpRequest: async ({ body }, { caller, request }) =>
      scpRequest(deps.db, caller, body.tmpJwt, deps.publicOriginForHost(request.hostname)),
    // The push migration's enrolment page (decision 0013): poll, switch on an existing device, not now.
    scpStatus: async ({ body }) => scpStatus(deps.db, body.tmpJwt),
    scpEnable: async ({ body }) => scpEnable(deps.db, body.tmpJwt),
    scpPostpone: async ({ body }) => scpPostpone(deps.db, body.tmpJwt),
    deviceList: async (_input, { caller }) => deviceList(deps.db, caller.userId),
    // The ways this customer can approve a new browser or device (spec 000 §4 "Device approval"):
    // GET for a signed-in customer; POST with the pending sign-in's code for the verifyDevice step.
    approveMethods: async (_input, { caller }) => approveMethods(deps.db, caller.userId),
    approveMethodsForSignIn: async ({ body }) => approveMethodsForSignIn(deps.db, body.code),
    deviceRename: async ({ body }, { caller }) => deviceRename(deps.db, caller.userId, body.id, body.name),
    deviceRemove: async ({ params }, { caller }) => deviceRemove(deps.db, caller.userId, params.id),

    deviceLink: async ({ body }, { request }) => deviceLink(deps.db, body, request.ip),
    deviceInbox: async (_input, { caller }) => deviceInbox(deps.db, caller),
    deviceUnlink: async ({ params }, { caller }) => deviceUnlink(deps.db, caller, params.id),
    loginConfirm: async ({ params, body }, { caller }) =>
      loginConfirm(deps.db, deps.pushHandlers, caller, params.key, body.result),

    pushStatus: async ({ body }) => pushStatus(deps.db, body.tmpJwt),
    pushResend: async ({ body }) => pushResend(deps.db, body.tmpJwt),

    live: live(deps),
  };
}
