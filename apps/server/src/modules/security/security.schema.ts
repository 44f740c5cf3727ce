import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.schema.ts';

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
