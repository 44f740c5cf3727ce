import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CertificationAnswers } from '@tessera/contract';
import { customers, users } from '../identity/identity.schema.ts';
import { documents } from '../documents/documents.schema.ts';

/**
 * A customer's FATCA/CRS self-certification (spec 002 §3 "FATCA/CRS"; decisions 0065, 0078): at most
 * one row per customer. `is_requested` is compliance's request that the customer certify (set by an
 * administrator, or by the demo seed), `requested_at` when it last asked (a request after the last
 * signature asks for a new certification); `answers` and the signature columns are the last signed
 * certification, with the signer's IP address taken from the request; the document columns name the
 * signed PDFs and uploads in the documents table, whose statuses give the certification's status.
 */
export const taxCertifications = pgTable('tax_certifications', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  isRequested: boolean('is_requested').notNull().default(false),
  /** When compliance last asked; a request after the last signature asks for a new certification. */
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  answers: jsonb('answers').$type<CertificationAnswers>(),
  /** The US form the answers needed when signed: W-9, W-8BEN or W-8BEN-E. */
  usTaxForm: text('us_tax_form', { enum: ['W-9', 'W-8BEN', 'W-8BEN-E'] }),
  signerName: text('signer_name'),
  signedDate: date('signed_date', { mode: 'string' }),
  signerIp: text('signer_ip'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  w8DocumentId: integer('w8_document_id').references(() => documents.id),
  w9DocumentId: integer('w9_document_id').references(() => documents.id),
  selfCertificationDocumentId: integer('self_certification_document_id').references(() => documents.id),
  lossOfNationalityDocumentId: integer('loss_of_nationality_document_id').references(() => documents.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A controlling person's invitation to certify, and their certification once signed (spec 002 §2
 * self-certification-representative; decision 0080). The business invites a person by name and
 * e-mail; the link's authSecret (32 random bytes) is stored only as its SHA-256 (`secret_hash`),
 * works until `expires_at` (7 days), once (`used_at`), and stops when a newer invitation to the same
 * e-mail revokes it (`revoked_at`). Signing fills the certification columns: the answers, the US
 * form they need, the typed signature, the signer's IP address, and the signed PDFs, filed as the
 * business's documents (created by the inviting user, `invited_by_user_id`).
 */
export const representativeCertificationInvitations = pgTable(
  'representative_certification_invitations',
  {
    id: serial('id').primaryKey(),
    businessCustomerId: integer('business_customer_id')
      .notNull()
      .references(() => customers.id),
    invitedByUserId: integer('invited_by_user_id')
      .notNull()
      .references(() => users.id),
    personName: text('person_name').notNull(),
    email: text('email').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answers: jsonb('answers').$type<CertificationAnswers>(),
    usTaxForm: text('us_tax_form', { enum: ['W-9', 'W-8BEN'] }),
    signerName: text('signer_name'),
    signedDate: date('signed_date', { mode: 'string' }),
    signerIp: text('signer_ip'),
    selfCertificationDocumentId: integer('self_certification_document_id').references(() => documents.id),
    usTaxFormDocumentId: integer('us_tax_form_document_id').references(() => documents.id),
  },
  (table) => [index('representative_certification_invitations_business_idx').on(table.businessCustomerId)],
);
