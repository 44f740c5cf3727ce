import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CertificationAnswers } from '@tessera/contract';
import { customers } from '../customers/customers.schema.ts';
import { documents } from '../documents/documents.schema.ts';

/**
 * A customer's FATCA/CRS self-certification (spec 002 §3 "FATCA/CRS"; decisions 0065, 0078): at most
 * one row per customer. `is_requested` is compliance's request that the customer certify (set by an
 * administrator, or by the demo seed); `answers` and the signature columns are the last signed
 * certification, with the signer's IP address taken from the request; the document columns name the
 * signed PDFs and uploads in the documents table, whose statuses give the certification's status.
 */
export const taxCertifications = pgTable('tax_certifications', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  isRequested: boolean('is_requested').notNull().default(false),
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
