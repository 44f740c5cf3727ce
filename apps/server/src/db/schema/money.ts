import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** Exchange rates (spec 001 §5): one unit of `fromCurrency` buys `rate` units of `toCurrency`. Rates are decimal strings. */
export const fxRates = pgTable(
  'fx_rates',
  {
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: text('rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fromCurrency, table.toCurrency] })],
);

/**
 * Fee schedule per brand and operation (null brand or currency = any). Fee = fixed + amount × percent,
 * clamped to [min, max], in the debited account's currency minor units; percent is a decimal string.
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id'),
    operation: text('operation').notNull(),
    currencyCode: text('currency_code'),
    percent: text('percent').notNull().default('0'),
    fixedMinor: bigint('fixed_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minMinor: bigint('min_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxMinor: bigint('max_minor', { mode: 'bigint' }),
  },
  (table) => [
    uniqueIndex('fee_schedules_unique').on(
      sql`coalesce(${table.brandId}, '*')`,
      table.operation,
      sql`coalesce(${table.currencyCode}, '*')`,
    ),
  ],
);

/** Per-customer limits per operation and currency (null customer = the default for everyone). Minor units. */
export const customerLimits = pgTable(
  'customer_limits',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    operation: text('operation').notNull(),
    currencyCode: text('currency_code').notNull(),
    singleMaxMinor: bigint('single_max_minor', { mode: 'bigint' }),
    dailyMaxMinor: bigint('daily_max_minor', { mode: 'bigint' }),
    monthlyMaxMinor: bigint('monthly_max_minor', { mode: 'bigint' }),
  },
  (table) => [
    uniqueIndex('customer_limits_unique').on(
      sql`coalesce(${table.customerId}, 0)`,
      table.operation,
      table.currencyCode,
    ),
  ],
);

/** Amount used per customer, operation, currency and day; updated in the transfer's transaction under a row lock. */
export const limitUsage = pgTable(
  'limit_usage',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    operation: text('operation').notNull(),
    currencyCode: text('currency_code').notNull(),
    day: date('day').notNull(),
    usedMinor: bigint('used_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.operation, table.currencyCode, table.day] })],
);

/**
 * Idempotency keys of money-moving calls (scoped to the customer). The key row is inserted in the
 * same transaction as the money movement, so a concurrent duplicate waits on it and then reads the reply.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The full reply body sent the first time. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.key] }),
    index('idempotency_created_idx').on(table.createdAt),
  ],
);

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

/**
 * A money submit waiting for the customer's approval (spec 001 §4: sms 2, otp 3, approvalCode 4;
 * push 1 with the linked device). Its funds are held by `pendingTransferId`; approving posts it,
 * declining or expiry voids it. A recurring schedule's first run carries `recurringTransferId`,
 * and declining it cancels the schedule.
 */
export const transferApprovals = pgTable(
  'transfer_approvals',
  {
    id: text('id').primaryKey(),
    pendingTransferId: text('pending_transfer_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id').notNull(),
    approveType: integer('approve_type').notNull(),
    /** SHA-256 of the code sent (sms, approvalCode); null until sent, and for otp. */
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    sends: integer('sends').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    recurringTransferId: text('recurring_transfer_id'),
    /**
     * What the submit counted against the customer's limits ({operation, currencyCode, amountMinor
     * as a string, day}), given back when it is declined or expires; null when no limit applied.
     */
    limitUsage: jsonb('limit_usage').$type<{
      operation: 'p2p' | 'betweenAccounts';
      currencyCode: string;
      amountMinor: string;
      day: string;
    }>(),
    postedTransferId: text('posted_transfer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('transfer_approvals_customer_idx').on(table.customerId, table.createdAt),
    index('transfer_approvals_due_idx').on(table.status, table.expiresAt),
  ],
);
