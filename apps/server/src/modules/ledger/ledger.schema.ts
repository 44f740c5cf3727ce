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
import { customers } from '../identity/identity.schema.ts';

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
    /** System accounts that every transfer touches are split into shards so no single row is hot (DESIGN §4). */
    shard: integer('shard').notNull().default(0),
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
    uniqueIndex('ledger_accounts_system_unique').on(table.systemCode, table.currencyCode, table.shard),
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
    /** What the entry is for: the principal movement, a fee, or an FX leg; history shows a fee inside its transfer's row (decision 0031). */
    purpose: text('purpose', { enum: ['principal', 'fee'] })
      .notNull()
      .default('principal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transfer_idx').on(table.transferId),
    index('ledger_entries_account_idx').on(table.accountId, table.createdAt),
    check('ledger_entries_nonzero', sql`${table.amountMinor} <> 0`),
  ],
);

/**
 * A two-phase transfer (DESIGN §4 holds): created `pending` with holds on its debited accounts,
 * then `posted` (its entries written as a ledger transfer) or `voided`, exactly once.
 */
export const ledgerPendingTransfers = pgTable(
  'ledger_pending_transfers',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    description: text('description'),
    /** The planned entries: [{accountId, amountMinor (string), purpose}]. */
    entries: jsonb('entries').notNull(),
    metadata: jsonb('metadata'),
    status: text('status', { enum: ['pending', 'posted', 'voided'] })
      .notNull()
      .default('pending'),
    postedTransferId: uuid('posted_transfer_id').references(() => ledgerTransfers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ledger_pending_posted_unique').on(table.postedTransferId),
    index('ledger_pending_status_idx').on(table.status, table.expiresAt),
  ],
);

/** Funds reserved on one account by a pending transfer; open while the pending transfer is `pending`. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey(),
    pendingTransferId: uuid('pending_transfer_id')
      .notNull()
      .references(() => ledgerPendingTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    index('ledger_holds_account_idx').on(table.accountId),
    index('ledger_holds_pending_idx').on(table.pendingTransferId),
    check('ledger_holds_positive', sql`${table.amountMinor} > 0`),
  ],
);
