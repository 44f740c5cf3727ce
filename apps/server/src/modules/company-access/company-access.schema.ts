import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from '../identity/identity.schema.ts';

/**
 * Every change to who may act for a business (spec 001 §6–7; decision 0100): one row per access
 * right given or changed, append-only (a trigger refuses UPDATE and DELETE). `id` is a UUID v7.
 */
export const companyAccessAudit = pgTable(
  'company_access_audit',
  {
    id: uuid('id').primaryKey(),
    /** The business whose rights changed. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Who changed it (a full-access user, the business's own login, or an administrator). */
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id),
    /** `representativePersonalAdd` or `accessRightsUpdate`. */
    action: text('action', { enum: ['representativePersonalAdd', 'accessRightsUpdate'] }).notNull(),
    /** The level before (null: none recorded), and after. */
    previousLevel: smallint('previous_level'),
    newLevel: smallint('new_level').notNull(),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_access_audit_customer_idx').on(table.customerId, table.createdAt)],
);
