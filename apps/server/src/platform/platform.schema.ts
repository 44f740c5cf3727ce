import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends (DESIGN §1 sandbox adapters): kept here so an admin or a developer
 * can read it, and delivered through SMTP when SMTP_URL is set.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** [{filename, contentType, size}] — the content itself is in `attachmentData`. */
    attachments: jsonb('attachments').notNull().default([]),
    /** Base64 contents of the attachments, in the order of `attachments`. */
    attachmentData: jsonb('attachment_data').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    transport: text('transport').notNull(),
    error: text('error'),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

/**
 * Every SMS the product sends, through the sandbox provider (DESIGN §1): a developer or an admin
 * reads codes here; they are never written to logs.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    toNumber: text('to_number').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt)],
);

/**
 * Fixed-window request counters of the rate limiter (`platform/rate-limits.ts`; decision 0015):
 * one row per limited thing and client address (`key`, e.g. `method:checkEmailExists:203.0.113.7`),
 * shared by every server process. Rows whose window ended are reused by the next hit or deleted by
 * the periodic clean-up job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowEndsAt)],
);

/** Bot-challenge nonces already used, so one solved challenge registers once. */
export const usedBotChallenges = pgTable('used_bot_challenges', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Server-wide secrets generated on first start (e.g. the JWT signing key when JWT_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys (`platform/idempotency.ts`, docs/decisions/0027): one row per operation run once
 * under a key in a scope (`customer:42`, `job:recurring-transfers`, `webhook:rails-sandbox`). The
 * row is inserted in the same transaction as the operation's effects, so a concurrent repeat waits
 * on it and then reads the stored reply.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose keys these are, `<kind>:<owner>` (see `IdempotencyScope`). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** What ran under the key (a method's or a job's name); a repeat naming another is refused. */
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The stored outcome: `{ ok: reply }`, or `{ error: {code, description, validationErrors} }` for a refusal. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_created_idx').on(table.createdAt)],
);

/**
 * Background jobs (`platform/jobs.ts`, docs/decisions/0022): one row per enqueued job, and one row
 * per periodic job that is rescheduled after each run. Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED` and hold them until `locked_until`; a row whose lock expired is claimed
 * again. `dedupe_key` makes an enqueue happen once (a webhook's event id, a periodic job's name).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    /** The declared job's name, e.g. `approval-expiry`. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed', 'dead'] })
      .notNull()
      .default('pending'),
    isPeriodic: boolean('is_periodic').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the job is (or was) due; a failed attempt moves it on by the back-off. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker holding the lock; a worker finishes only a job it still holds. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_key_idx').on(table.dedupeKey),
    index('jobs_due_idx').on(table.state, table.runAt),
    index('jobs_updated_idx').on(table.updatedAt),
  ],
);

/**
 * The sandbox payout rail's own state (decision 0040): what a real provider keeps on its side. One
 * row per payout it accepted, with the outcome its magic values chose and the next webhook due.
 */
export const railsSandboxPayouts = pgTable('rails_sandbox_payouts', {
  railReference: text('rail_reference').primaryKey(),
  /** Tessera's payout id: a second send of the same id answers the same reference. */
  payoutId: text('payout_id').notNull().unique(),
  kind: text('kind').notNull(),
  scheme: text('scheme').notNull(),
  outcome: text('outcome', { enum: ['settle', 'fail', 'return'] }).notNull(),
  code: text('code'),
  state: text('state', { enum: ['accepted', 'settled', 'failed', 'returned'] }).notNull(),
  /** When the next webhook is due; null when none is. */
  nextEventAt: timestamp('next_event_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox rail's card vault: a token per card, its BIN and last four digits, never the number. */
export const railsSandboxCards = pgTable('rails_sandbox_cards', {
  token: text('token').primaryKey(),
  bin: text('bin').notNull(),
  last4: text('last4').notNull(),
  outcome: text('outcome', { enum: ['settle', 'fail'] }).notNull(),
  code: text('code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox chain's transactions (platform/crypto-chain.ts, decision 0050): one row per output
 * sent by `cryptoSandboxDeposit`. Its confirmations grow by one every CRYPTO_SANDBOX_BLOCK_SECONDS
 * after `broadcastAt`, plus `minedBlocks` added at once by `cryptoSandboxMine`. Amounts are the
 * currency's smallest unit (satoshi for BTC).
 */
export const cryptoSandboxTransactions = pgTable(
  'crypto_sandbox_transactions',
  {
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    currencyCode: text('currency_code').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }).notNull().defaultNow(),
    minedBlocks: integer('mined_blocks').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.txid, table.vout] }),
    index('crypto_sandbox_transactions_address').on(table.address),
  ],
);

/**
 * The transactional outbox of domain events (`platform/events.ts`, docs/decisions/0131): one row per
 * event a module published, written in the transaction of the change it reports, so the event
 * exists exactly when the change does. `position` orders the events of one aggregate (writers of
 * one aggregate hold its row lock, so its events get increasing positions in commit order).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** UUID v7. */
    id: uuid('id').primaryKey(),
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The declared event type, e.g. `customer.disabled`. */
    type: text('type').notNull(),
    /** What changed, e.g. `customer` and `42`. */
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    /** Validated by the event type's zod schema when published and again when delivered. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('domain_events_created_idx').on(table.createdAt)],
);

/**
 * One row per event and after-commit subscriber (decision 0131): each subscriber has its own state,
 * so one failing subscriber never makes the others receive an event twice. A delivery is claimed
 * with `FOR UPDATE SKIP LOCKED` only when every earlier delivery of the same aggregate to the same
 * subscriber is done (order per aggregate); a failed one waits for `run_at` (jittered exponential
 * back-off) and is `dead` after its last attempt until an administrator retries it.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id),
    /** The subscription's name, e.g. `money-movements.void-held-submits`. */
    subscriber: text('subscriber').notNull(),
    /** `<aggregate type>:<aggregate id>` and the event's position, copied for the order check. */
    aggregateKey: text('aggregate_key').notNull(),
    position: bigint('position', { mode: 'number' }).notNull(),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the next attempt is due. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('event_deliveries_event_subscriber_idx').on(table.eventId, table.subscriber),
    index('event_deliveries_due_idx').on(table.state, table.runAt),
    index('event_deliveries_order_idx').on(table.subscriber, table.aggregateKey, table.position),
    index('event_deliveries_updated_idx').on(table.updatedAt),
  ],
);
