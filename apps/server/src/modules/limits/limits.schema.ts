import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.schema.ts';

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
    /** A payout limit for one destination country (ISO 3166-1 alpha-2); null = every country (decision 0040). */
    countryCode: text('country_code'),
  },
  (table) => [
    uniqueIndex('customer_limits_unique').on(
      sql`coalesce(${table.customerId}, 0)`,
      table.operation,
      table.currencyCode,
      sql`coalesce(${table.countryCode}, '*')`,
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
