import { z } from 'zod';
import { calendarDateSchema, oneTimeCodeSchema, uuidSchema } from '../validation.ts';
import { defineMethod } from '../method.ts';

/**
 * Security settings (spec 001 §7 "Security settings", spec 000 §4): two-step sign-in, login
 * history, and the sandbox SMS outbox an admin reads.
 */

/** Two-step sign-in modes ('no' means off; push needs a linked device). */
export const twoStepModes = ['no', 'otp', 'sms', 'push'] as const;
export type TwoStepMode = (typeof twoStepModes)[number];

/** A phone number in E.164 ("+447700900123"). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: 'invalid_phone' }));

/**
 * `POST /api/customer/two-step-verification` (spec 001 §7): asks to change the two-step mode. The
 * password proves it is the customer (a stolen session alone cannot move the second factor).
 * 'otp' answers a new authenticator secret (QR) and 'sms' sends a code; both are confirmed with a
 * code at `…/{reqId}/confirm`. 'no' turns two-step sign-in off at once.
 */
export const twoStepRequestSchema = z.object({
  mode: z.enum(twoStepModes, { error: 'invalid_value' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' }),
  phoneNumber: phoneNumberSchema.optional(),
});
export type TwoStepRequest = z.input<typeof twoStepRequestSchema>;

export const twoStepResponseSchema = z.object({
  mode: z.enum(twoStepModes),
  /** Present when a code must confirm the change. */
  reqId: z.string().optional(),
  /** otp: the Base32 secret and its otpauth:// URI for the QR code. */
  secret: z.string().optional(),
  otpauthUri: z.string().optional(),
  /** sms: the masked number and the two-digit identifier the SMS shows. */
  phoneNumber: z.string().optional(),
  smsIdentifier: z.string().optional(),
  /** Seconds the request stays open. */
  expiresIn: z.number().int().optional(),
});
export type TwoStepResponse = z.infer<typeof twoStepResponseSchema>;

/** `POST /api/customer/two-step-verification/{reqId}/confirm` body. */
export const twoStepConfirmSchema = z.object({
  code: oneTimeCodeSchema,
});

/** Literal paths of the security settings. */
export const securityPaths = {
  twoStep: '/api/customer/two-step-verification',
  twoStepConfirm: (reqId: string) => `/api/customer/two-step-verification/${encodeURIComponent(reqId)}/confirm`,
} as const;

/** Results of a sign-in attempt as login history shows them. */
export const loginResults = [
  'success',
  'wrongPassword',
  'wrongCode',
  'throttled',
  'disabled',
  'secondFactorSent',
] as const;

/** Login history page size (spec 001 §9). */
export const loginHistoryPageSize = 20;

export const loginHistoryMethod = defineMethod({
  name: 'loginHistory',
  access: 'customer',
  summary: 'Sign-in attempts on your account: date, address, device, result, alerts (20 a page).',
  request: z.object({
    fromDate: calendarDateSchema.optional(),
    toDate: calendarDateSchema.optional(),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(loginHistoryPageSize),
  }),
  response: z.object({
    events: z.array(
      z.object({
        id: z.string(),
        date: z.string(),
        ip: z.string(),
        device: z.string().optional(),
        result: z.enum(loginResults),
        isAlert: z.boolean(),
      }),
    ),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const smsOutboxListMethod = defineMethod({
  name: 'smsOutboxList',
  access: 'admin',
  summary: 'Text messages the sandbox SMS provider has sent, newest first (admin, developers).',
  request: z.object({ pageNumber: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({
    messages: z.array(z.object({ id: z.string(), to: z.string(), text: z.string(), createdAt: z.string() })),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const pushMigrationScheduleMethod = defineMethod({
  name: 'pushMigrationSchedule',
  access: 'admin',
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

/** Kinds of payout block (spec 001 §7 blacklist {email, blockType}): every payout, or p2p only. */
export const blockTypes = ['all', 'p2p'] as const;

export const payoutBlacklistGetMethod = defineMethod({
  name: 'payoutBlacklistGet',
  access: 'customer',
  summary: 'Your payout blacklist: e-mails you never want to pay (spec 001 §7).',
  request: z.object({}),
  response: z.object({
    entries: z.array(z.object({ email: z.string(), blockType: z.enum(blockTypes), createdAt: z.string() })),
  }),
});

export const payoutBlacklistAddMethod = defineMethod({
  name: 'payoutBlacklistAdd',
  access: 'customer',
  summary: 'Adds an e-mail to your payout blacklist; payee checks then flag it.',
  request: z.object({
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: 'invalid_email' }).max(254, { error: 'too_long' })),
    blockType: z.enum(blockTypes, { error: 'invalid_value' }).default('all'),
  }),
  response: z.object({ email: z.string(), blockType: z.enum(blockTypes) }),
});

export const payoutBlacklistDeleteMethod = defineMethod({
  name: 'payoutBlacklistDelete',
  access: 'customer',
  summary: 'Removes an e-mail from your payout blacklist.',
  request: z.object({ email: z.string().trim().min(1, { error: 'required' }).max(254) }),
  response: z.object({ email: z.string() }),
});

/** An IPv4 or IPv6 address as typed. */
const ipSchema = z.union([z.ipv4({ error: 'invalid_ip' }), z.ipv6({ error: 'invalid_ip' })], { error: 'invalid_ip' });

/**
 * A whitelisted IP (spec 001 §3 "Whitelisted IP: id, ip, toIp, created"): one address (`toIp` equal
 * to `ip`) or the range `ip`–`toIp` of one family; `created` is an ISO 8601 time. `name` is the
 * customer's label (the spec is silent on it).
 */
export const whitelistedIpSchema = z.object({
  id: z.string(),
  ip: z.string(),
  toIp: z.string(),
  name: z.string().optional(),
  created: z.string(),
});
export type WhitelistedIp = z.infer<typeof whitelistedIpSchema>;

export const ipWhitelistListMethod = defineMethod({
  name: 'ipWhitelistList',
  access: 'customer',
  summary: 'Your sign-in IP whitelist, whether it is enforced, and the address you call from.',
  request: z.object({}),
  response: z.object({
    enabled: z.boolean(),
    currentIp: z.string(),
    entries: z.array(whitelistedIpSchema),
  }),
});

export const ipWhitelistAddMethod = defineMethod({
  name: 'ipWhitelistAdd',
  access: 'customer',
  errors: ['LIM'],
  summary: 'Adds an address or a range (ip–toIp, same family; toIp absent for one address) to your IP whitelist.',
  request: z.object({
    ip: z.string().trim().pipe(ipSchema),
    toIp: z.string().trim().pipe(ipSchema).optional(),
    name: z.string().trim().max(64, { error: 'too_long' }).optional(),
  }),
  response: z.object({ id: z.string() }),
});

export const ipWhitelistDeleteMethod = defineMethod({
  name: 'ipWhitelistDelete',
  access: 'customer',
  summary: 'Removes a whitelist entry (not the last one covering you while the whitelist is on).',
  request: z.object({ id: uuidSchema }),
  response: z.object({ id: z.string() }),
});

export const ipWhitelistModeMethod = defineMethod({
  name: 'ipWhitelistMode',
  access: 'customer',
  summary: 'Turns the whitelist on (only if it covers the address you call from) or off.',
  request: z.object({ enable: z.boolean({ error: 'required' }) }),
  response: z.object({ enabled: z.boolean() }),
});

/** `changePassword`: checks the password, e-mails a code; `changePasswordConfirm` applies it. */
export const changePasswordMethod = defineMethod({
  name: 'changePassword',
  access: 'customer',
  summary: 'Starts a password change (spec 001 §7): current password and a strong new one; a code is e-mailed.',
  request: z.object({
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256),
    passwordNew: z
      .string({ error: 'required' })
      .min(10, { error: 'password_too_short' })
      .max(256, { error: 'too_long' }),
    passwordNewRepeat: z.string({ error: 'required' }).max(256),
  }),
  response: z.object({ requestKey: z.string(), destination: z.string() }),
});

export const changePasswordConfirmMethod = defineMethod({
  name: 'changePasswordConfirm',
  access: 'customer',
  summary: 'Confirms a password change with the e-mailed code; your other sessions end.',
  request: z.object({
    requestKey: uuidSchema,
    code: oneTimeCodeSchema,
  }),
  response: z.object({ done: z.literal(true) }),
});

/** Notification settings (spec 001 §7 {identified, value}), grouped for the screen. */
export const notificationSettingKeys = {
  loginAlert: 'security',
  newDevice: 'security',
  moneyIn: 'money',
  moneyOut: 'money',
  news: 'marketing',
} as const;
export type NotificationSetting = keyof typeof notificationSettingKeys;

export const notificationSettingsGetMethod = defineMethod({
  name: 'notificationSettingsGet',
  access: 'customer',
  summary: 'Which e-mails you want: security, money movements, news.',
  request: z.object({}),
  response: z.object({
    settings: z.array(z.object({ identified: z.string(), value: z.boolean(), group: z.string() })),
  }),
});

export const notificationSettingsSetMethod = defineMethod({
  name: 'notificationSettingsSet',
  access: 'customer',
  summary: 'Turns one notification on or off.',
  request: z.object({
    identified: z.enum(Object.keys(notificationSettingKeys) as [NotificationSetting, ...NotificationSetting[]], {
      error: 'invalid_value',
    }),
    value: z.boolean({ error: 'required' }),
  }),
  response: z.object({ identified: z.string(), value: z.boolean() }),
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
 * The first message a client sends on the live channel (`/api/live`, issue 9 item 2): who listens,
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

/** Path of `POST /api/customer/two-step-verification/{reqId}/confirm`: the change request's id. */
export const twoStepRequestParamsSchema = z.object({ reqId: uuidSchema });

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

export const newDeviceApprovalGetMethod = defineMethod({
  name: 'newDeviceApprovalGet',
  access: 'customer',
  summary: 'Whether sign-ins from browsers never used before need approval (verifyDevice).',
  request: z.object({}),
  response: z.object({ enabled: z.boolean() }),
});

export const newDeviceApprovalSetMethod = defineMethod({
  name: 'newDeviceApprovalSet',
  access: 'customer',
  summary: 'Turns new-browser approval on or off (needs the password).',
  request: z.object({
    enable: z.boolean({ error: 'required' }),
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256),
  }),
  response: z.object({ enabled: z.boolean() }),
});
