import { bigint, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.schema.ts';

/** Scheduled recurring transfers between own accounts (spec 001 §3 "Pre-approved payment"). */
export const recurringTransfers = pgTable(
  'recurring_transfers',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    fromAccountId: bigint('from_account_id', { mode: 'number' }).notNull(),
    toAccountId: bigint('to_account_id', { mode: 'number' }).notNull(),
    /** Decimal string in the from-account's currency. */
    amount: text('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    reference: text('reference'),
    note: text('note'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    endDate: date('end_date'),
    remainingRuns: integer('remaining_runs'),
    runsDone: integer('runs_done').notNull().default(0),
    status: text('status', { enum: ['active', 'cancelled', 'finished'] })
      .notNull()
      .default('active'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recurring_due_idx').on(table.status, table.nextRunAt),
    index('recurring_customer_idx').on(table.customerId),
  ],
);
