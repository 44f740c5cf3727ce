import { z } from 'zod';
import { calendarDateSchema, oneTimeCodeSchema, uuidSchema } from '../validation.ts';
import { defineMethod } from '../method.ts';
import { countryCodeSchema } from '../rules/countries.ts';

/** Security settings (spec 001 §7 "Security settings", spec 000 §4): two-step sign-in, login history, IP whitelist, password change, notification settings, new-device approval. */

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

/** Path of `POST /api/customer/two-step-verification/{reqId}/confirm`: the change request's id. */
export const twoStepRequestParamsSchema = z.object({ reqId: uuidSchema });

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

/**
 * Roughly where an IP address is (decisions 0037, 0123): on the customer's own network, a named
 * place when the server's locator knows one (country code and city, written "Lisbon, Portugal" by
 * the web), or unknown. Shown to the address's own customer only.
 */
export const ipPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('localNetwork') }),
  z.object({ kind: z.literal('unknown') }),
  /**
   * A place an IP-location database knows (decision 0123): the country as ISO 3166-1 alpha-2 (the
   * web names it in the reader's language) and, when the database has one, the city as the
   * database names it (in the request's language when the database carries that language).
   */
  z.object({ kind: z.literal('named'), countryCode: countryCodeSchema, city: z.string().min(1).max(200).optional() }),
]);
export type IpPlace = z.infer<typeof ipPlaceSchema>;

/**
 * The IP-location databases whose licence asks for a credit where their places are shown (decision
 * 0123): `dbip`, DB-IP lite (CC-BY-4.0: "IP Geolocation by DB-IP", linked to db-ip.com); `maxmind`,
 * MaxMind GeoLite2 ("This product includes GeoLite2 data created by MaxMind"). The web writes the
 * licensor's own words, untranslated.
 */
export const ipPlaceCredits = ['dbip', 'maxmind'] as const;
export type IpPlaceCredit = (typeof ipPlaceCredits)[number];

export const loginHistoryMethod = defineMethod({
  name: 'loginHistory',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
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
        /** The User-Agent header as sent (cut to 512 characters). */
        device: z.string().optional(),
        /** The browser's name from `device` ("Chrome"), when known. */
        browser: z.string().optional(),
        /** The system or handheld device from `device` ("Linux", "iPhone"), when known. */
        os: z.string().optional(),
        place: ipPlaceSchema,
        /** True for the successful sign-in that started the session of the calling access token. */
        isCurrentSession: z.boolean(),
        result: z.enum(loginResults),
        isAlert: z.boolean(),
      }),
    ),
    total: z.number().int(),
    pageSize: z.number().int(),
    /** The credit the server's IP-location database asks for where its places show, when it asks one. */
    placeCredit: z.enum(ipPlaceCredits).optional(),
  }),
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
  callers: { signedIn: 'customer', actFor: 'full', money: false },
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
  callers: { signedIn: 'customer', actFor: 'full', money: false },
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
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Removes a whitelist entry (not the last one covering you while the whitelist is on).',
  request: z.object({ id: uuidSchema }),
  response: z.object({ id: z.string() }),
});

export const ipWhitelistModeMethod = defineMethod({
  name: 'ipWhitelistMode',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Turns the whitelist on (only if it covers the address you call from) or off.',
  request: z.object({ enable: z.boolean({ error: 'required' }) }),
  response: z.object({ enabled: z.boolean() }),
});

/** `changePassword`: checks the password, e-mails a code; `changePasswordConfirm` applies it. */
export const changePasswordMethod = defineMethod({
  name: 'changePassword',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
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
  callers: { signedIn: 'customer', actFor: 'full', money: false },
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
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Which e-mails you want: security, money movements, news.',
  request: z.object({}),
  response: z.object({
    settings: z.array(z.object({ identified: z.string(), value: z.boolean(), group: z.string() })),
  }),
});

export const notificationSettingsSetMethod = defineMethod({
  name: 'notificationSettingsSet',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Turns one notification on or off.',
  request: z.object({
    identified: z.enum(Object.keys(notificationSettingKeys) as [NotificationSetting, ...NotificationSetting[]], {
      error: 'invalid_value',
    }),
    value: z.boolean({ error: 'required' }),
  }),
  response: z.object({ identified: z.string(), value: z.boolean() }),
});

export const newDeviceApprovalGetMethod = defineMethod({
  name: 'newDeviceApprovalGet',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Whether sign-ins from browsers never used before need approval (verifyDevice).',
  request: z.object({}),
  response: z.object({ enabled: z.boolean() }),
});

export const newDeviceApprovalSetMethod = defineMethod({
  name: 'newDeviceApprovalSet',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Turns new-browser approval on or off (needs the password).',
  request: z.object({
    enable: z.boolean({ error: 'required' }),
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256),
  }),
  response: z.object({ enabled: z.boolean() }),
});
