import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Card BINs payouts refuse (spec 001 §3 "A list of blocked BINs exists", §7 "bin blacklist"): one row
 * per six-digit BIN with the reason it is blocked. Migration 0029 starts it with the public test card
 * BINs; administrators will manage it (decision 0039).
 */
export const binBlacklist = pgTable(
  'bin_blacklist',
  {
    binNumber: text('bin_number').primaryKey(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('bin_blacklist_bin_number_six_digits', sql`${table.binNumber} ~ '^[0-9]{6}$'`)],
);
