import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, users } from '../identity/identity.schema.ts';

/**
 * A customer's uploaded document (spec 002 §3 "Uploaded document"; decision 0070): one row per file.
 * A main document is one row; the relationship and the additional document sent with it are rows
 * of their own with `is_sub_document` and `parent_id` naming the main one. The bytes are in the file
 * store under `file_key` (the store's random key, decision 0069); `mime_type`, `size_bytes` and
 * `pages` are what the inspection detected, never what the client said. `address_id` is kept as
 * sent: there is no address table yet (decision 0070).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The main document of a sub-document (relationship or additional file), else null. */
    parentId: integer('parent_id'),
    /** Which file part of the upload this row came from: document, relationshipDocument or additionalDocument. */
    part: text('part', { enum: ['document', 'relationshipDocument', 'additionalDocument'] }).notNull(),
    /** Document category 1–12 (spec 002 §3), from the type's catalogue entry. */
    categoryId: integer('category_id').notNull(),
    documentTypeId: integer('document_type_id').notNull(),
    /** Numeric status (spec 002 §3): 0 submitted on upload. */
    statusId: integer('status_id').notNull().default(0),
    isSubDocument: boolean('is_sub_document').notNull().default(false),
    isDueDiligence: boolean('is_due_diligence').notNull().default(false),
    addressId: integer('address_id'),
    fileKey: text('file_key').notNull(),
    /** The declared name made safe (sanitizeDisplayName), with the detected extension. */
    displayName: text('display_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pages: integer('pages').notNull(),
    issuedDate: date('issued_date', { mode: 'string' }),
    expiresDate: date('expires_date', { mode: 'string' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_customer_idx').on(table.customerId, table.createdAt),
    index('documents_parent_idx')
      .on(table.parentId)
      .where(sql`${table.parentId} is not null`),
  ],
);

/**
 * A document linked by an administrator to a customer other than the one it was uploaded for (spec
 * 002 §6 "Admins can link documents to customers"; decision 0092): the same person's passport checked
 * once counts for each customer it is linked to. The document keeps one status; removing a link sets
 * `removed_at` (the row stays, like the admin audit log).
 */
export const documentLinks = pgTable(
  'document_links',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    linkedByUserId: integer('linked_by_user_id')
      .notNull()
      .references(() => users.id),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    removedByUserId: integer('removed_by_user_id').references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('document_links_live_idx')
      .on(table.documentId, table.customerId)
      .where(sql`${table.removedAt} is null`),
    index('document_links_customer_idx').on(table.customerId),
  ],
);
