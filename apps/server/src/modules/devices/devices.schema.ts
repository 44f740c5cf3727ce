import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.schema.ts';

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
