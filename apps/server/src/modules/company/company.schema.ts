import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from '../identity/identity.schema.ts';
import { documents } from '../documents/documents.schema.ts';

/**
 * Every change of a company's financial or due-diligence form (spec 002 §6; decision 0106): who,
 * when, the form before and after, and an administrator's reason. Append-only (a trigger refuses
 * UPDATE, DELETE and TRUNCATE). `id` is a UUID v7, so ids sort by time.
 */
export const companyFormChanges = pgTable(
  'company_form_changes',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    isAdmin: boolean('is_admin').notNull(),
    section: text('section', { enum: ['financialDetail', 'dueDiligence'] }).notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    reason: text('reason'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_form_changes_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * A statement a company signed (spec 002 §7 "Declarations and the prohibited escort statement";
 * decision 0108): the latest of each kind is the one in force, earlier ones stay. Append-only.
 */
export const companyStatements = pgTable(
  'company_statements',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: ['declarations', 'prohibitedEscortStatement'] }).notNull(),
    /** The wording's version and the answers (declarations confirmed, PEP status and details). */
    version: text('version').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    signerUserId: integer('signer_user_id')
      .notNull()
      .references(() => users.id),
    signerName: text('signer_name').notNull(),
    ip: text('ip').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_statements_customer_idx').on(table.customerId, table.kind, table.signedAt)],
);

/**
 * A business resolution (spec 002 §3 "Business resolution"; decision 0107): the company's
 * directors authorise named persons of its structure (`business_persons` ids) to act for it.
 * `status` pending until every director signed (signed) or one declined (declined); a pending one
 * past `expiresAt` reads as expired.
 */
export const companyResolutions = pgTable(
  'company_resolutions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    representativePersonIds: integer('representative_person_ids').array().notNull(),
    representativeNames: text('representative_names').array().notNull(),
    status: text('status', { enum: ['pending', 'signed', 'declined', 'expired'] }).notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    documentId: integer('document_id').references(() => documents.id),
    /**
     * What the reminder job needs to write as the sender did (decision 0120): the language of the
     * send request, the brand's name and its configured public origin for links.
     */
    language: text('language').notNull().default('en'),
    brandName: text('brand_name'),
    origin: text('origin'),
  },
  (table) => [index('company_resolutions_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * A director asked to sign a resolution. `tokenHash` is the SHA-256 of their single-use link's
 * token (the token itself is only in the e-mail); it is cleared once they decided, in the app or by link.
 */
export const companyResolutionSigners = pgTable(
  'company_resolution_signers',
  {
    id: serial('id').primaryKey(),
    resolutionId: integer('resolution_id')
      .notNull()
      .references(() => companyResolutions.id),
    personId: integer('person_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').unique(),
    state: text('state', { enum: ['pending', 'signed', 'declined'] }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ip: text('ip'),
    /** Why the director declined (decision 0120). */
    declineReason: text('decline_reason'),
    /**
     * When the reminder went (once per signer, decision 0120), and the SHA-256 of the fresh link it
     * carried: the first link keeps working beside it; both are cleared once the director decided.
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminderTokenHash: text('reminder_token_hash').unique(),
  },
  (table) => [index('company_resolution_signers_resolution_idx').on(table.resolutionId)],
);
