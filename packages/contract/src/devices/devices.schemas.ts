import { z } from 'zod';
import { calendarDateSchema, uuidSchema } from '../validation.ts';
import { defineMethod } from '../method.ts';

/** Linked devices, push requests and the live channel (spec 000 §3, §5, §7; decisions 0012, 0013, 0018). */

export const pushMigrationScheduleMethod = defineMethod({
  name: 'pushMigrationSchedule',
  callers: { signedIn: 'admin' },
  summary:
    'Asks a user to move to sign-in approval on a linked device by a day (spec 000 §4 migration; admin). Until the day the sign-in asks, from it the sign-in requires. Without a deadline it stops asking.',
  request: z.object({
    login: z
      .string({ error: 'required' })
      .trim()
      .pipe(z.email({ error: 'invalid_email' })),
    /** YYYY-MM-DD (UTC midnight); absent or null: stop asking (nulls are dropped on the wire). */
    deadline: calendarDateSchema.nullish(),
  }),
  response: z.object({ userId: z.number().int(), deadline: z.string().nullable() }),
});

/** Literal paths of linked devices, push and the live channel (spec 000 §7). */
export const devicePaths = {
  approveMethods: '/api/auth/devices/approve-methods',
  scpRequest: '/api/auth/scp/request',
  scpStatus: '/api/auth/scp/status',
  scpEnable: '/api/auth/scp/enable',
  scpPostpone: '/api/auth/scp/postpone',
  pushResend: '/api/auth/push/re-send',
  pushStatus: '/api/auth/push/status',
  devices: '/api/auth/devices',
  device: (id: string) => `/api/auth/devices/${encodeURIComponent(id)}`,
  loginConfirm: (key: string) => `/api/auth/login/${encodeURIComponent(key)}/confirm`,
  deviceApi: '/device-api/device',
  deviceApiOne: (id: string) => `/device-api/device/${encodeURIComponent(id)}`,
  live: '/api/live',
} as const;

/** How long the live channel waits for the client's {@link liveAuthMessageSchema} message before closing. */
export const liveAuthTimeoutMs = 5_000;
/**
 * Close code of the live channel for a missing, late or refused credential, an expired access token
 * that was not replaced by a `refresh` message, and revoked access.
 */
export const liveUnauthorisedCloseCode = 4401;

/**
 * The first message a client sends on the live channel (`/api/live`, decision 0018): who listens,
 * as exactly one of a signed-in page's access token, a linked device's secret or a pending push
 * sign-in's tmpJwt. Credentials never travel in the channel's address, where logs and proxies see them.
 */
export const liveAuthMessageSchema = z.union([
  z.strictObject({ type: z.literal('auth'), access: z.string().min(10).max(4096) }),
  z.strictObject({ type: z.literal('auth'), device: z.string().min(10).max(512) }),
  z.strictObject({ type: z.literal('auth'), tmpJwt: z.string().min(1).max(64) }),
]);
export type LiveAuthMessage = z.infer<typeof liveAuthMessageSchema>;

/**
 * What a client may send on the live channel after its first message (spec 000 §7 "a live channel
 * over a websocket, with token refresh"): a signed-in page sends its new access token after every
 * refresh, so a socket outlives the token it opened with. The server checks that the token belongs
 * to the same user and session; otherwise, and when the current token expires without one, it closes
 * the channel with {@link liveUnauthorisedCloseCode} and the client reconnects with a fresh token.
 */
export const liveClientMessageSchema = z.strictObject({
  type: z.literal('refresh'),
  access: z.string().min(10).max(4096),
});
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/**
 * What the live channel sends once the first message is accepted: a request waiting on a linked
 * device, a resolved push request (the waiting sign-in or submit goes on), or a money submit that
 * completed or was rejected.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pushRequest'),
    id: z.string(),
    kind: z.enum(['login', 'transaction']),
    details: z.record(z.string(), z.unknown()),
    expiresAt: z.string(),
  }),
  z.object({
    type: z.literal('pushResolved'),
    id: z.string(),
    kind: z.enum(['login', 'transaction']),
    status: z.enum(['approved', 'declined', 'expired']),
  }),
  z.object({
    type: z.literal('transaction'),
    transactionId: z.string(),
    status: z.enum(['completed', 'rejected']),
    message: z.string().optional(),
  }),
]);
export type LiveChannelEvent = z.infer<typeof liveEventSchema>;

/** The device types of spec 000 §3 and §5: a phone app on android or ios. */
export const phoneDeviceTypes = ['android', 'ios'] as const;

/**
 * Every type a linked device may have: a phone's ({@link phoneDeviceTypes}), or `web` for Tessera's
 * own web authenticator at /authenticator, a kind of its own because the spec is silent about web
 * authenticators (decision 0023). A phone never says `web`.
 */
export const deviceTypes = [...phoneDeviceTypes, 'web'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** A linked device as the customer sees it (spec 000 §3 Device). */
export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(deviceTypes),
  location: z.string().optional(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type LinkedDevice = z.infer<typeof deviceSchema>;

/**
 * `POST /device-api/device`: the link code from the QR code, a name for the device and its type.
 * The type is required: a call that leaves it out is refused ('VF' `required` on `type`) rather
 * than taken for a web authenticator, so a phone app can never be listed as one (decision 0023).
 */
export const linkDeviceRequestSchema = z.object({
  link: z.string({ error: 'required' }).trim().min(10, { error: 'invalid_link' }).max(200, { error: 'invalid_link' }),
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'too_long' }),
  type: z.enum(deviceTypes, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') }),
});

/** `POST /api/auth/devices` (rename; the spec leaves its payload open). */
export const renameDeviceRequestSchema = z.object({
  id: uuidSchema,
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'too_long' }),
});

/** Path of `DELETE /api/auth/devices/{id}` and `/device-api/device/{id}`: the device's id. */
export const deviceIdParamsSchema = z.object({ id: uuidSchema });

/** Path of `PUT /api/auth/login/{key}/confirm`: the push request's id. */
export const pushRequestKeyParamsSchema = z.object({ key: uuidSchema });

/** `PUT /api/auth/login/{key}/confirm` body (spec 000 §7). */
export const pushConfirmRequestSchema = z.object({ result: z.boolean({ error: 'required' }) });

/** `POST /api/auth/devices/approve-methods` body: the pending verifyDevice sign-in's code. */
export const approveMethodsRequestSchema = z.object({
  code: z.string({ error: 'required' }).min(1, { error: 'required' }).max(512, { error: 'too_long' }),
});

/** The approval methods of a new browser (spec 000 §4 "Device approval"). */
export const approveMethodsResponseSchema = z.object({
  methods: z.array(z.object({ id: z.enum(['email', 'push']), name: z.string() })),
});

/** `POST /api/auth/push/re-send` and `/status` body: the pending sign-in's tmpJwt. */
export const tmpJwtRequestSchema = z.object({ tmpJwt: z.string().trim().min(1).max(64) });

/**
 * `POST /api/auth/scp/request` body (spec 000 §7 leaves it open): during the push migration the
 * sign-in's `migration.tmpJwt`; from Security settings nothing (the access token names the user).
 */
export const scpRequestSchema = z.object({ tmpJwt: z.string().trim().min(1).max(64).optional() });

/**
 * `POST /api/auth/scp/request` reply: the deeplink to show as a QR code (or open on this phone);
 * `link` repeats it for older clients. `expiresIn` in seconds.
 */
export const scpRequestResponseSchema = z.object({
  deeplink: z.string(),
  link: z.string(),
  expiresIn: z.number().int(),
});

/** `POST /api/auth/scp/status` reply: whether the migration is done (push on with a linked device). */
export const scpStatusResponseSchema = z.object({ done: z.boolean(), devices: z.number().int() });

/** A request waiting on a linked device: a sign-in or a money submit, with what to show. */
export const pushRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(['login', 'transaction']),
  details: z.record(z.string(), z.unknown()),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;
