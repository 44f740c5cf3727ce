import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.schema.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';

/**
 * An issued monthly statement (spec 001 §3 "Statement export", §7; decision 0045): one per account,
 * source and month, with the month's totals as read from the ledger when it was issued, in minor
 * units of the account's currency. The movements are read from the (immutable) ledger when a file
 * is made, and checked against these totals.
 */
export const statementExports = pgTable(
  'statement_exports',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The ledger account (ledger_accounts.id). */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currencyCode: text('currency_code').notNull(),
    source: text('source', { enum: ['monthly'] })
      .notNull()
      .default('monthly'),
    /** The first day of the month (UTC). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    beginningBalanceMinor: bigint('beginning_balance_minor', { mode: 'bigint' }).notNull(),
    totalDebitMinor: bigint('total_debit_minor', { mode: 'bigint' }).notNull(),
    totalCreditMinor: bigint('total_credit_minor', { mode: 'bigint' }).notNull(),
    endingBalanceMinor: bigint('ending_balance_minor', { mode: 'bigint' }).notNull(),
    processingCount: integer('processing_count').notNull(),
    rejectedCount: integer('rejected_count').notNull(),
    movementCount: integer('movement_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('statement_exports_period_idx').on(table.accountId, table.source, table.periodStart),
    index('statement_exports_customer_idx').on(table.customerId, table.periodStart),
  ],
);
