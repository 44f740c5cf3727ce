import { sql } from 'drizzle-orm';
import { bigint, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
