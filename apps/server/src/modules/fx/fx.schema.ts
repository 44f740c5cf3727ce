import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
