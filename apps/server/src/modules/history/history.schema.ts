import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.schema.ts';

/** A history export (spec 001 §3 "Statement export", §7 history export): generated in the background. */
export const historyExports = pgTable(
  'history_exports',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    filter: jsonb('filter').notNull(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    rowCount: integer('row_count'),
    csv: text('csv'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('history_exports_status_idx').on(table.status, table.createdAt),
    index('history_exports_customer_idx').on(table.customerId),
  ],
);
