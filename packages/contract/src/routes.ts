import { z } from 'zod';
import {
  authPaths,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  tokenRequestSchema,
  tokensSchema,
} from './auth/auth.schemas.ts';
import {
  approveMethodsRequestSchema,
  approveMethodsResponseSchema,
  deviceIdParamsSchema,
  devicePaths,
  deviceSchema,
  linkDeviceRequestSchema,
  liveAuthMessageSchema,
  liveAuthTimeoutMs,
  liveClientMessageSchema,
  liveEventSchema,
  liveUnauthorisedCloseCode,
  pushConfirmRequestSchema,
  pushRequestKeyParamsSchema,
  pushRequestSchema,
  renameDeviceRequestSchema,
  scpRequestResponseSchema,
  scpRequestSchema,
  scpStatusResponseSchema,
  securityPaths,
  tmpJwtRequestSchema,
  twoStepConfirmSchema,
  twoStepRequestParamsSchema,
  twoStepRequestSchema,
  twoStepResponseSchema,
} from './auth/security.schemas.ts';
import { historyCsvPath, historyFilterSchema } from './history/history.schemas.ts';
import type { MethodName } from './methods.ts';
import { activationMethod } from './onboarding/onboarding.schemas.ts';
import { defineChannel, defineRoute, type ChannelDeclaration, type RouteDeclaration } from './route.ts';

const pushRequestStatuses = ['pending', 'approved', 'declined', 'expired'] as const;

/**
 * Every literal route the server serves under /api and /device-api besides the main API
 * (`POST /api/?method=NAME`, see `methods`), declared once: the token service (spec 000 §7), the
 * two-step change (spec 001 §7), linked devices and their own API, push sign-in, the push
 * migration (decision 0013), the live channel, the CSV export, health and the API reference.
 * The server refuses to start if one has no handler; the OpenAPI document is generated from them;
 * the web's `call(name, input)` is typed by them. Route and method names never collide.
 */
export const routes = {
  // The token service (spec 000 §7). 'VF' answers with HTTP 400 under /api/auth.
  login: defineRoute({
    name: 'login',
    method: 'POST',
    path: authPaths.login,
    access: 'public',
    summary: 'Sign in (spec 000 §7): the simple flow returns tokens, the others a code and what the next step needs.',
    request: { body: loginRequestSchema },
    response: loginResponseSchema,
    rateLimit: 1,
  }),
  token: defineRoute({
    name: 'token',
    method: 'POST',
    path: authPaths.token,
    access: 'public',
    summary:
      "Tokens for a sign-in code and its PKCE verifier (and the second-step code), or for a linked device's secret (with its new pushToken).",
    request: { body: tokenRequestSchema },
    response: tokensSchema,
    rateLimit: 1,
  }),
  refresh: defineRoute({
    name: 'refresh',
    method: 'POST',
    path: authPaths.refresh,
    access: 'public',
    summary: 'Rotates a refresh token (each works once; a reused one ends its session).',
    request: { body: refreshRequestSchema },
    response: tokensSchema,
    rateLimit: 3,
  }),
  logout: defineRoute({
    name: 'logout',
    method: 'POST',
    path: authPaths.logout,
    access: 'public',
    summary: 'Revokes the session of a refresh token.',
    request: { body: refreshRequestSchema },
    response: z.object({}),
    rateLimit: 1,
  }),
  activation: defineRoute({
    name: 'activation',
    method: 'POST',
    path: authPaths.activation,
    access: 'public',
    summary: activationMethod.summary,
    request: { body: activationMethod.request },
    response: activationMethod.response,
    rateLimit: 1,
  }),

  // Push sign-in and approvals (spec 000 §4 push, §7).
  loginConfirm: defineRoute({
    name: 'loginConfirm',
    method: 'PUT',
    path: '/api/auth/login/:key/confirm',
    access: 'device',
    summary: 'A linked device approves or declines a request waiting for it (a sign-in or a money submit).',
    request: { params: pushRequestKeyParamsSchema, body: pushConfirmRequestSchema },
    response: z.object({ id: z.string(), status: z.enum(['approved', 'declined']) }),
    rateLimit: 1,
  }),
  pushStatus: defineRoute({
    name: 'pushStatus',
    method: 'POST',
    path: devicePaths.pushStatus,
    access: 'pendingSignIn',
    summary: 'Where a push sign-in stands (the waiting page polls it besides the live channel).',
    request: { body: tmpJwtRequestSchema },
    response: z.object({ status: z.enum(pushRequestStatuses) }),
    rateLimit: 10,
  }),
  pushResend: defineRoute({
    name: 'pushResend',
    method: 'POST',
    path: devicePaths.pushResend,
    access: 'pendingSignIn',
    summary: 'Sends a waiting push sign-in to the linked devices again.',
    request: { body: tmpJwtRequestSchema },
    response: z.object({ sent: z.literal(true) }),
    rateLimit: 1,
  }),

  // The migration to push two-factor (spec 000 §4, decision 0013) and device links.
  scpRequest: defineRoute({
    name: 'scpRequest',
    method: 'POST',
    path: devicePaths.scpRequest,
    access: 'customerOrPendingSignIn',
    summary:
      'A link for a new device, as a QR code: for the sign-in held by the push migration (its tmpJwt) or for the signed-in customer.',
    request: { body: scpRequestSchema },
    response: scpRequestResponseSchema,
    rateLimit: 1,
  }),
  scpStatus: defineRoute({
    name: 'scpStatus',
    method: 'POST',
    path: devicePaths.scpStatus,
    access: 'pendingSignIn',
    summary: 'Whether the push migration of this sign-in is done (push on with a linked device).',
    request: { body: tmpJwtRequestSchema },
    response: scpStatusResponseSchema,
    rateLimit: 10,
  }),
  scpEnable: defineRoute({
    name: 'scpEnable',
    method: 'POST',
    path: devicePaths.scpEnable,
    access: 'pendingSignIn',
    summary: 'Switches two-step sign-in to push with a device already linked.',
    request: { body: tmpJwtRequestSchema },
    response: z.object({ done: z.literal(true) }),
    rateLimit: 1,
  }),
  scpPostpone: defineRoute({
    name: 'scpPostpone',
    method: 'POST',
    path: devicePaths.scpPostpone,
    access: 'pendingSignIn',
    summary: '"Not now" on a soft push migration; this sign-in goes on.',
    request: { body: tmpJwtRequestSchema },
    response: z.object({ done: z.literal(true) }),
    rateLimit: 1,
  }),

  // Linked devices as the customer manages them (spec 000 §7 /auth/devices).
  deviceList: defineRoute({
    name: 'deviceList',
    method: 'GET',
    path: devicePaths.devices,
    access: 'customer',
    summary: "The customer's linked devices.",
    request: {},
    response: z.object({ devices: z.array(deviceSchema) }),
  }),
  deviceRename: defineRoute({
    name: 'deviceRename',
    method: 'POST',
    path: devicePaths.devices,
    access: 'customer',
    summary: "Renames one of the customer's linked devices.",
    request: { body: renameDeviceRequestSchema },
    response: z.object({ id: z.string(), name: z.string() }),
  }),
  deviceRemove: defineRoute({
    name: 'deviceRemove',
    method: 'DELETE',
    path: '/api/auth/devices/:id',
    access: 'customer',
    summary: "Unlinks one of the customer's devices; its secret stops working at once.",
    request: { params: deviceIdParamsSchema },
    response: z.object({ id: z.string() }),
  }),
  approveMethods: defineRoute({
    name: 'approveMethods',
    method: 'GET',
    path: devicePaths.approveMethods,
    access: 'customer',
    summary: 'The ways the signed-in customer can approve a new browser (spec 000 §4 "Device approval").',
    request: {},
    response: approveMethodsResponseSchema,
  }),
  approveMethodsForSignIn: defineRoute({
    name: 'approveMethodsForSignIn',
    method: 'POST',
    path: devicePaths.approveMethods,
    access: 'pendingSignIn',
    summary: 'The ways a new browser can be approved, for the verifyDevice step of a sign-in (its code).',
    request: { body: approveMethodsRequestSchema },
    response: approveMethodsResponseSchema,
    rateLimit: 1,
  }),

  // The linked device's own API (spec 000 §7 device API): its secret is the bearer token.
  deviceLink: defineRoute({
    name: 'deviceLink',
    method: 'POST',
    path: devicePaths.deviceApi,
    access: 'public',
    summary: 'Links a device with the code of a device link; answers its id and its secret (kept only on the device).',
    request: { body: linkDeviceRequestSchema },
    response: z.object({ deviceId: z.string(), secret: z.string() }),
    rateLimit: 1,
  }),
  deviceInbox: defineRoute({
    name: 'deviceInbox',
    method: 'GET',
    path: devicePaths.deviceApi,
    access: 'device',
    summary: 'The linked device and the requests waiting for its approval.',
    request: {},
    response: z.object({ device: deviceSchema, requests: z.array(pushRequestSchema) }),
  }),
  deviceUnlink: defineRoute({
    name: 'deviceUnlink',
    method: 'DELETE',
    path: '/device-api/device/:id',
    access: 'device',
    summary: 'The linked device unlinks itself (the id must be its own).',
    request: { params: deviceIdParamsSchema },
    response: z.object({ id: z.string() }),
  }),

  // Security settings (spec 001 §7): the two-step sign-in change, password-checked.
  twoStepVerification: defineRoute({
    name: 'twoStepVerification',
    method: 'POST',
    path: securityPaths.twoStep,
    access: 'customer',
    summary: 'Asks to change the two-step sign-in mode; otp and sms are confirmed with a code.',
    request: { body: twoStepRequestSchema },
    response: twoStepResponseSchema,
    rateLimit: 1,
  }),
  twoStepVerificationConfirm: defineRoute({
    name: 'twoStepVerificationConfirm',
    method: 'POST',
    path: '/api/customer/two-step-verification/:reqId/confirm',
    access: 'customer',
    summary: 'Confirms a two-step change with the code from the authenticator app or the SMS.',
    request: { params: twoStepRequestParamsSchema, body: twoStepConfirmSchema },
    response: twoStepResponseSchema,
    rateLimit: 1,
  }),

  // History (spec 001 §7): the streamed CSV export.
  historyExportCsv: defineRoute({
    name: 'historyExportCsv',
    method: 'GET',
    path: historyCsvPath,
    access: 'customer',
    summary: 'The filtered history as a streamed CSV file of any size; X-Total-Rows tells how many rows to expect.',
    request: { query: historyFilterSchema },
    response: z.string(),
    reply: 'text/csv',
  }),

  // The live channel (DESIGN §1 /api/live).
  live: defineChannel({
    name: 'live',
    path: devicePaths.live,
    summary:
      'Websocket: push requests, resolved sign-ins and money confirmations. The first message names who listens (an access token, a device secret or a pending sign-in), never the address; a signed-in page sends each refreshed access token as a `refresh` message, and a socket whose token expires unreplaced is closed.',
    firstMessage: liveAuthMessageSchema,
    serverMessage: liveEventSchema,
    clientMessage: liveClientMessageSchema,
    closeCode: liveUnauthorisedCloseCode,
    firstMessageTimeoutMs: liveAuthTimeoutMs,
  }),

  // Platform.
  health: defineRoute({
    name: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check.',
    request: {},
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
    reply: 'json',
  }),
  apiReference: defineRoute({
    name: 'apiReference',
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'This reference as a page (no scripts).',
    request: {},
    response: z.string(),
    reply: 'text/html',
  }),
  apiReferenceDocument: defineRoute({
    name: 'apiReferenceDocument',
    method: 'GET',
    path: '/api/docs/openapi.json',
    access: 'public',
    summary: 'This reference as an OpenAPI 3.1 document.',
    request: {},
    response: z.record(z.string(), z.unknown()),
    reply: 'json',
  }),
  apiReferenceStyle: defineRoute({
    name: 'apiReferenceStyle',
    method: 'GET',
    path: '/api/docs/style.css',
    access: 'public',
    summary: "The reference page's style sheet.",
    request: {},
    response: z.string(),
    reply: 'text/css',
  }),
} as const satisfies Record<string, RouteDeclaration | ChannelDeclaration>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** Names of the HTTP routes (every route but the websocket channels). */
export type HttpRouteName = { [Name in RouteName]: Routes[Name] extends RouteDeclaration ? Name : never }[RouteName];

/** Compile-time check that no route shares its name with a main-API method (the web calls both by name). */
export type RouteAndMethodNamesAreDistinct = Extract<RouteName, MethodName> extends never ? true : never;
export const routeAndMethodNamesAreDistinct: RouteAndMethodNamesAreDistinct = true;
