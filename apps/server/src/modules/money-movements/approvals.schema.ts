import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.schema.ts';
import type { LimitOperation } from '../limits/index.ts';

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
      operation: LimitOperation;
      currencyCode: string;
      amountMinor: string;
      day: string;
    }>(),
    postedTransferId: text('posted_transfer_id'),
    /**
     * What approving does (decision 0040): 'post' posts the held transfer; 'hold' keeps it held and
     * hands it to the held-submit handler of its transfer kind (a payout waits for its rail).
     */
    afterApproval: text('after_approval', { enum: ['post', 'hold'] })
      .notNull()
      .default('post'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('transfer_approvals_customer_idx').on(table.customerId, table.createdAt),
    index('transfer_approvals_due_idx').on(table.status, table.expiresAt),
  ],
);
