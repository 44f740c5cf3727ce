import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessPersons } from '../business/business.schema.ts';
import { customers, users } from '../identity/identity.schema.ts';

/**
 * An identity-verification run at a provider (spec 002 §7; decision 0071): created
 * with a client token, captured on the hosted page (or by a video call), submitted, then ended by the
 * provider's signed result or by expiry. The client token is kept only as its SHA-256 (`token_hash`):
 * a database reader cannot open the hosted page.
 */
export const identityVerificationRuns = pgTable(
  'identity_verification_runs',
  {
    /** The provider's workflow run id (`jmo_…`, `nfd_…`). */
    workflowRunId: text('workflow_run_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** For a business: the user (a representative) whose identity is verified. */
    representativeId: integer('representative_id').references(() => users.id),
    /**
     * For a business: the director or owner (a business person, often without a sign-in) whose
     * identity is verified by their e-mailed link (decision 0112).
     */
    businessPersonId: integer('business_person_id').references(() => businessPersons.id, { onDelete: 'set null' }),
    /** The user who started the run; none for a business person's own link (decision 0112). */
    startedByUserId: integer('started_by_user_id').references(() => users.id),
    provider: text('provider', { enum: ['jmo', 'nfd'] }).notNull(),
    method: text('method', { enum: ['document', 'video'] }).notNull(),
    status: text('status', { enum: ['created', 'submitted', 'approved', 'declined', 'review', 'expired'] }).notNull(),
    /** SHA-256 (hex) of the current client token; a new token replaces it. */
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    /** 1, 4 or 5 once a document side was captured. */
    documentType: integer('document_type'),
    declineReasons: jsonb('decline_reasons').$type<string[]>().notNull().default([]),
    /** The documents row the result was written to. */
    documentId: integer('document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('identity_verification_runs_customer_idx').on(table.customerId, table.createdAt),
    // One open run per customer, representative or business person, and method: two starts at once
    // cannot open two.
    uniqueIndex('identity_verification_runs_one_open_idx')
      .on(
        table.customerId,
        table.method,
        sql`coalesce(${table.representativeId}, 0)`,
        sql`coalesce(${table.businessPersonId}, 0)`,
      )
      .where(sql`${table.status} in ('created', 'submitted')`),
    index('identity_verification_runs_person_idx').on(table.businessPersonId),
  ],
);

/**
 * One capture of a run (the document's front or back, or the selfie): an inspected, re-encoded image
 * in the file store. A retake adds a row; the newest row of each side counts.
 */
export const identityVerificationCaptures = pgTable(
  'identity_verification_captures',
  {
    id: serial('id').primaryKey(),
    workflowRunId: text('workflow_run_id')
      .notNull()
      .references(() => identityVerificationRuns.workflowRunId),
    side: text('side', { enum: ['documentFront', 'documentBack', 'selfie'] }).notNull(),
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_verification_captures_run_idx').on(table.workflowRunId, table.side, table.id)],
);

/** Webhook events received from the identity providers, by the provider's event id: a replay finds its row. */
export const identityProviderEvents = pgTable(
  'identity_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    workflowRunId: text('workflow_run_id').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * A one-time code that hands a customer's identity verification to the mobile app's native SDK
 * (spec 002 §7 "verification/customer/{id}/verify"; decision 0093): bound to the app's PKCE
 * challenge (S256), valid 60 seconds, spent by its first exchange. Only the code's SHA-256 is kept.
 */
export const identityVerificationCodes = pgTable('identity_verification_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  codeChallenge: text('code_challenge').notNull(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  method: text('method', { enum: ['document', 'video'] }).notNull(),
  workflowRunId: text('workflow_run_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
