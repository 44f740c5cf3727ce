import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.schema.ts';

/**
 * A customer's payout blacklist (spec 001 §3 "Blacklist entry"): e-mails they will not pay.
 * Consulted by the payee check and by every transfer to another customer.
 */
export const payoutBlacklist = pgTable(
  'payout_blacklist',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    email: text('email').notNull(),
    blockType: text('block_type').notNull().default('all'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.email] })],
);
