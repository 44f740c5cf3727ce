import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../customers/customers.schema.ts';

/**
 * A sign-in session: one refresh-token family. Revoking it ends every token issued in it;
 * access tokens carry its id and stop working at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    client: text('client').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, stored only as SHA-256 hashes. Each works once (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Authorisation codes of the direct flow (PKCE S256), stored as hashes, single-use, short-lived. */
export const authCodes = pgTable('auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  client: text('client').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The session the exchange created, revoked if the code is presented again. */
  sessionId: uuid('session_id'),
  /** The second factor the token call must carry (spec 000 §4 otp and sms flows), if any. */
  secondFactor: text('second_factor', { enum: ['otp', 'sms', 'push', 'verifyDevice'] }),
  /** SHA-256 of the SMS code sent for this sign-in (sms flow). */
  smsCodeHash: text('sms_code_hash'),
  /** Wrong second-factor tries so far; the code is burnt at the fifth. */
  attempts: integer('attempts').notNull().default(0),
  /** The push migration this sign-in asked for (spec 000 §4): strict codes need a linked device first. */
  migration: text('migration', { enum: ['soft', 'strict'] }),
  /** SHA-256 of the migration's `tmpJwt`, which lets the enrolment page request a device link. */
  migrationTokenHash: text('migration_token_hash').unique(),
  /** When the second factor of this sign-in was verified (kept while the migration waits). */
  secondFactorPassedAt: timestamp('second_factor_passed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every sign-in attempt (spec 001 §7 login history), also the memory of the throttle: failures per
 * account and per address in a recent window decide how slowly, or whether, the next try is answered.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** The e-mail as typed (lower-case), so attempts on unknown e-mails are throttled too. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    result: text('result', {
      enum: ['pending', 'success', 'wrongPassword', 'wrongCode', 'throttled', 'disabled', 'secondFactorSent'],
    }).notNull(),
    /** Set when the attempt looks like guessing (many failures): shown as an alert in login history. */
    isAlert: boolean('is_alert').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_events_email_idx').on(table.email, table.createdAt),
    index('login_events_ip_idx').on(table.ip, table.createdAt),
    index('login_events_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A pending change of the two-step mode (spec 001 §7: POST …/two-step-verification, then confirm). */
export const twoStepRequests = pgTable('two_step_requests', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  mode: text('mode', { enum: ['no', 'otp', 'sms'] }).notNull(),
  /** The new TOTP secret being enrolled (otp), confirmed by one valid code before it is kept. */
  totpSecret: text('totp_secret'),
  /** The mobile number to keep once an sms request is confirmed (E.164). */
  phoneNumber: text('phone_number'),
  /** SHA-256 of the SMS code (sms). */
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes of activation links and account recovery, stored as hashes, single-use. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['activation', 'recovery'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The client address that asked for a recovery code: the code works only from there, and
     * requests or wrong guesses from other addresses never touch it (issue 9 item 6). Null for
     * activation links, which work from any device.
     */
    requestedFromIp: text('requested_from_ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_codes_user_idx').on(table.userId, table.purpose)],
);

/** Addresses a user may sign in from when their whitelist is on (single addresses or ranges). */
export const ipWhitelist = pgTable(
  'ip_whitelist',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The address, or the first of the range (spec 001 §3 "Whitelisted IP": ip). */
    ip: text('ip').notNull(),
    /** The last address of the range; equal to `ip` for a single address (spec: toIp). */
    toIp: text('to_ip').notNull(),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ip_whitelist_user_idx').on(table.userId)],
);

/** A password change waiting for its e-mailed code (spec 001 §7 change password, then confirm). */
export const passwordChanges = pgTable('password_changes', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  newPasswordHash: text('new_password_hash').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Notification choices per user (spec 001 §7 {identified, value}); absent rows use the defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    identified: text('identified').notNull(),
    value: boolean('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.identified] })],
);

/** A linked device (spec 000 §3 Device): the web authenticator or a phone app, with its secret's hash. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['web', 'android', 'ios'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The phone's push-service token (spec 000 §3 Device `pushToken`), sent with `POST /api/auth/token`. */
    pushToken: text('push_token'),
    lastIp: text('last_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('devices_user_idx').on(table.userId), index('devices_secret_idx').on(table.secretHash)],
);

/** A one-time link code shown as a QR code to link a new device (spec 000 §7 POST /auth/scp/request). */
export const deviceLinks = pgTable('device_links', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Linking with this code also turns two-step sign-in to push (the push migration's enrolment). */
  enablePush: boolean('enable_push').notNull().default(false),
});

/**
 * A request the linked device approves or declines: a sign-in (push flow) or a money submit
 * (approval mode push). `details` is what the device shows (address, amount, recipient).
 */
export const pushRequests = pgTable(
  'push_requests',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['login', 'transaction'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    details: jsonb('details').notNull(),
    /** The sign-in code it guards (login) or the approval it resolves (transaction). */
    subject: text('subject').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByDevice: uuid('resolved_by_device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_requests_user_idx').on(table.userId, table.status)],
);

/** Browsers a user signed in from ("known browser" tokens, stored as hashes; spec 000 §4 verifyDevice). */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_browsers_user_idx').on(table.userId)],
);
