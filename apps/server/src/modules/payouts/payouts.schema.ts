import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LimitOperation } from '../limits/index.ts';
import { customers } from '../identity/identity.schema.ts';

/**
 * A payout: money from a customer's account out by a rail (decision 0040). Its id is the
 * held ledger transfer's id (the submit's operationId). Its life: awaitingApproval → submitted (held,
 * queued for the rail) → sent (the rail accepted it) → settled (posted) or failed (voided); a settled
 * payout may be returned (a reversing transfer); a declined or expired approval makes it cancelled.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    scheme: text('scheme').notNull(),
    status: text('status', {
      enum: ['awaitingApproval', 'submitted', 'sent', 'settled', 'failed', 'returned', 'cancelled'],
    }).notNull(),
    fromAccountId: bigint('from_account_id', { mode: 'number' }).notNull(),
    /** Principal and fee in minor units of `currencyCode`. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryCountryCode: text('beneficiary_country_code').notNull(),
    /** The routing fields the rail needs (a card payout: only the rail's card token). Never a card number. */
    destination: jsonb('destination').$type<Record<string, string>>().notNull(),
    /** The masked destination shown to the customer. */
    destinationMasked: text('destination_masked').notNull(),
    reference: text('reference'),
    templateName: text('template_name'),
    /** What the payout counted against the limits, given back when it fails: {operation, currencyCode, amountMinor, day}. */
    limitUsage: jsonb('limit_usage').$type<{
      operation: LimitOperation;
      currencyCode: string;
      amountMinor: string;
      day: string;
    }>(),
    railReference: text('rail_reference').unique(),
    /** The rail's reason code of a failure or return. */
    reasonCode: text('reason_code'),
    expectedArrival: timestamp('expected_arrival', { withTimezone: true }).notNull(),
    /** The ledger transfer that posted it at settlement, and the one that reversed it on a return. */
    postedTransferId: text('posted_transfer_id'),
    returnTransferId: text('return_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_customer_idx').on(table.customerId, table.createdAt),
    index('payouts_status_idx').on(table.status),
  ],
);

/**
 * Every rail webhook received, by its id (the Standard Webhooks `webhook-id`): a replay finds its row
 * and changes nothing. `outcome` says what it did; a `deferred` event (a return before its
 * settlement) is applied when the settlement arrives.
 */
export const payoutRailEvents = pgTable(
  'payout_rail_events',
  {
    id: text('id').primaryKey(),
    rail: text('rail').notNull(),
    type: text('type').notNull(),
    railReference: text('rail_reference').notNull(),
    code: text('code'),
    outcome: text('outcome', { enum: ['applied', 'ignored', 'deferred'] }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payout_rail_events_reference_idx').on(table.railReference)],
);

/**
 * A saved recipient (spec 001 §3 `templateName`): a submit with a name saves or replaces it. Fields
 * are the kind's recipient fields, never a card number (a card keeps its masked form only).
 */
export const paymentTemplates = pgTable(
  'payment_templates',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryCountryCode: text('beneficiary_country_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    destinationMasked: text('destination_masked').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_templates_customer_name').on(table.customerId, table.name)],
);

/**
 * A bank payment received by a rail for a customer (decisions 0040, 0051), once per rail
 * reference: credited to the account its reference names, or unmatched until an administrator
 * assigns it to an account or returns it to the sender. Amount in minor units of `currencyCode`.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    id: text('id').primaryKey(),
    rail: text('rail').notNull(),
    railReference: text('rail_reference').notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    reference: text('reference').notNull(),
    senderName: text('sender_name').notNull(),
    senderAccount: text('sender_account'),
    status: text('status', { enum: ['credited', 'unmatched', 'assigned', 'returned'] }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    transferId: text('transfer_id'),
    resolvedBy: integer('resolved_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('incoming_payments_status_idx').on(table.status, table.receivedAt)],
);
