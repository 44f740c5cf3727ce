import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.schema.ts';

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
    /**
     * How the attempt ended. `reauthWrongPassword` and `reauthSuccess` are password checks behind a
     * session (re-authentication, decision 0137): the first counts as a failure like a wrong sign-in
     * password, the second ends a run of wrong ones and is not shown in login history.
     */
    result: text('result', {
      enum: [
        'pending',
        'success',
        'wrongPassword',
        'wrongCode',
        'throttled',
        'disabled',
        'secondFactorSent',
        'reauthWrongPassword',
        'reauthSuccess',
      ],
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
     * requests or wrong guesses from other addresses never touch it (decision 0015). Null for
     * activation links, which work from any device.
     */
    requestedFromIp: text('requested_from_ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_codes_user_idx').on(table.userId, table.purpose)],
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
