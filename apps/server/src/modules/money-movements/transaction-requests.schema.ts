import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApprovalRule } from '@tessera/contract';
import { customers } from '../identity/identity.schema.ts';
import type { LimitOperation } from '../limits/index.ts';

/**
 * A business payment waiting for colleagues' approval (spec 001 §4 "Business approval", decision
 * 0105), or a change the same policy guards: a new saved payee or a raise of a user's right (0115). Its funds are held by the pending transfer `id` (the same id); executing posts it (or, for a
 * payout, hands it to its rail), declining or expiry voids it. `rules` are the policy rules that
 * applied when it was made; they are evaluated again when it executes.
 */
export const transactionRequests = pgTable(
  'transaction_requests',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    makerUserId: integer('maker_user_id').notNull(),
    batchId: text('batch_id'),
    transactionType: text('transaction_type', {
      enum: ['p2p', 'betweenAccounts', 'payout', 'payee', 'accessRight'],
    }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    payee: text('payee').notNull(),
    payeeEmail: text('payee_email'),
    countryCode: text('country_code'),
    isNewPayee: integer('is_new_payee').notNull().default(0),
    rules: jsonb('rules').$type<ApprovalRule[]>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    /** What approving does: 'post' posts the held transfer; 'hold' hands it to its kind's held-submit handler. */
    afterApproval: text('after_approval', { enum: ['post', 'hold'] })
      .notNull()
      .default('post'),
    recurringTransferId: text('recurring_transfer_id'),
    /**
     * What a payee or access-right request changes once approved (decision 0115), handed to the
     * owning module's request effect: the payee's saved-recipient values, or `{ userId, fromLevel,
     * toLevel }`. Null for payments.
     */
    subject: jsonb('subject').$type<Record<string, unknown>>(),
    /** What the submit counted against the limits, given back when declined or expired. */
    limitUsage: jsonb('limit_usage').$type<{
      operation: LimitOperation;
      currencyCode: string;
      amountMinor: string;
      day: string;
    }>(),
    postedTransferId: text('posted_transfer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('transaction_requests_customer_idx').on(table.customerId, table.createdAt),
    index('transaction_requests_due_idx').on(table.status, table.expiresAt),
  ],
);

/** One approver's confirmed approval of one request: one row per person, so no one counts twice. */
export const transactionRequestApprovals = pgTable(
  'transaction_request_approvals',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => transactionRequests.id),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.userId] })],
);

/** The audit log of every decision on a request: who (null: the system), what, when and why. */
export const transactionRequestEvents = pgTable(
  'transaction_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => transactionRequests.id),
    userId: integer('user_id'),
    action: text('action', {
      enum: ['created', 'approved', 'declined', 'withdrawn', 'expired', 'executed', 'failed', 'warned'],
    }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transaction_request_events_request_idx').on(table.requestId, table.id)],
);

/**
 * An approval transaction (spec 001 §7 "business transaction request confirm {fromEmail,
 * approvalTransactionId, code}"): the requests one approver chose to approve, waiting for that
 * approver's own code.
 */
export const approvalTransactions = pgTable('approval_transactions', {
  id: text('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  userId: integer('user_id').notNull(),
  requestIds: jsonb('request_ids').$type<string[]>().notNull(),
  approveType: integer('approve_type').notNull(),
  /** SHA-256 of the code sent (sms, e-mail); null for otp. */
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  status: text('status', { enum: ['pending', 'confirmed', 'failed'] })
    .notNull()
    .default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's approval policy (decision 0105); absent = only the default rule. */
export const approvalPolicies = pgTable('approval_policies', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  rules: jsonb('rules').$type<ApprovalRule[]>().notNull(),
  updatedByUserId: integer('updated_by_user_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
