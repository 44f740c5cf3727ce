import { adminAuditActions } from '@tessera/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from '../identity/identity.schema.ts';

/**
 * What administrators did to customers (decision 0016): one row per
 * action, append-only. A trigger (migration admin_audit_log_append_only) refuses UPDATE and DELETE.
 * `id` is a UUID v7, so the ids sort by time.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id),
    /** The method that acted (`customerDisable`, `customerEnable`). */
    action: text('action', { enum: adminAuditActions }).notNull(),
    targetCustomerId: integer('target_customer_id').references(() => customers.id),
    /** The administrator's reason, trimmed, 3–500 characters. */
    reason: text('reason').notNull(),
    /** The request id of the call (X-Request-Id), to find its log lines. */
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the action changed, e.g. `{ sessionsRevoked: 2, devicesRevoked: 1, transfersVoided: 1 }`. */
    details: jsonb('details').$type<Record<string, number | string | boolean>>().notNull().default({}),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_customer_idx').on(table.targetCustomerId, table.createdAt),
  ],
);
