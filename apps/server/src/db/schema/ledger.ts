import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * Ledger accounts (DESIGN §4, spec 001 §3). Customer accounts carry the spec's account
 * fields; system accounts (equity, later fees and FX) have a `systemCode` and no customer.
 * Amounts are bigint minor units of `currencyCode`.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000_001 }),
    customerId: integer('customer_id').references(() => customers.id),
    systemCode: text('system_code'),
    type: integer('type').notNull(),
    subType: text('sub_type', { enum: ['PREPAID', 'DEBIT'] }),
    accountStatusId: integer('account_status_id').notNull().default(1),
    currencyCode: text('currency_code').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    pendingMinor: bigint('pending_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The floor: a debit may not take the balance below it. System accounts may go negative (null floor). */
    balanceMinMinor: bigint('balance_min_minor', { mode: 'bigint' }),
    settlementAccountId: bigint('settlement_account_id', { mode: 'number' }),
    cardIsVirtual: boolean('card_is_virtual'),
    cardExpiryMonth: integer('card_expiry_month'),
    cardExpiryYear: integer('card_expiry_year'),
    cardReissuedStatusId: integer('card_reissued_status_id'),
    cardAliasName: text('card_alias_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_accounts_customer_idx').on(table.customerId),
    uniqueIndex('ledger_accounts_system_unique').on(table.systemCode, table.currencyCode),
    check('ledger_accounts_owner', sql`(${table.customerId} is null) <> (${table.systemCode} is null)`),
  ],
);

/** A balanced set of entries, immutable once written. A correction is a new transfer naming the one it reverses. */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: uuid('id').primaryKey(),
  kind: text('kind').notNull(),
  description: text('description'),
  reversesTransferId: uuid('reverses_transfer_id'),
  metadata: jsonb('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One signed movement on one account; the entries of a transfer sum to zero per currency. Immutable. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currencyCode: text('currency_code').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transfer_idx').on(table.transferId),
    index('ledger_entries_account_idx').on(table.accountId, table.createdAt),
    check('ledger_entries_nonzero', sql`${table.amountMinor} <> 0`),
  ],
);
