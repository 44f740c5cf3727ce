import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from '../identity/identity.schema.ts';

/**
 * Which version of each of its brand's terms entries (spec 000 §1 `terms`, by entry id) a customer
 * accepted, and when: one row per entry and version, never changed, so the history stays. Customer
 * info answers 'TE' while an entry's current version has no row (decision 0025).
 */
export const customerTermsAcceptances = pgTable(
  'customer_terms_acceptances',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    termId: integer('term_id').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.termId, table.version] })],
);

/**
 * A restriction set on a customer by compliance (spec 002 §3 "Restriction reasons"; decision 0067):
 * one row per restriction, never deleted; lifting fills `lifted_*`. The customer is limited while
 * any row is active; `customers.limited` and `customers.restriction_reason` mirror the active rows
 * and are written in the same transaction.
 */
export const customerRestrictions = pgTable(
  'customer_restrictions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Restriction reason 1–5 (spec 002 §3). */
    reason: smallint('reason').notNull(),
    /** Why compliance set it (never shown to the customer). */
    note: text('note').notNull(),
    setByUserId: integer('set_by_user_id')
      .notNull()
      .references(() => users.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    liftedByUserId: integer('lifted_by_user_id').references(() => users.id),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftNote: text('lift_note'),
  },
  (table) => [
    index('customer_restrictions_customer_idx').on(table.customerId, table.setAt),
    check('customer_restrictions_reason', sql`${table.reason} between 1 and 5`),
  ],
);

/**
 * A customer's due diligence answers (spec 002 §7 "Due diligence info"; decision 0091): ids of the
 * dictionaries of spec 002 §3, the latest answers only.
 */
export const customerDueDiligence = pgTable('customer_due_diligence', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  occupationId: integer('occupation_id'),
  sourceOfFundsIds: integer('source_of_funds_ids').array().notNull(),
  sourceDetails: text('source_details'),
  purposeIds: integer('purpose_ids').array().notNull(),
  estimatedMonthlyDepositId: integer('estimated_monthly_deposit_id').notNull(),
  updatedByUserId: integer('updated_by_user_id')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
