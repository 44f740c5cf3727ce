import { documentStatuses, documentTypeOf, type ListedDocument } from '@tessera/contract';
import { and, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { documentLinks, documents } from './documents.schema.ts';

/** A row of the documents table as read. */
export type DocumentRow = typeof documents.$inferSelect;

/**
 * The documents `customerId` sees: their own, and those an administrator linked to them (decision
 * 0092) with the linked main documents' sub-documents.
 */
export function visibleTo(db: Executor, customerId: number): SQL {
  const linked = db
    .select({ id: documentLinks.documentId })
    .from(documentLinks)
    .where(and(eq(documentLinks.customerId, customerId), isNull(documentLinks.removedAt)));
  return or(
    eq(documents.customerId, customerId),
    inArray(documents.id, linked),
    inArray(documents.parentId, linked),
  ) as SQL;
}

/**
 * A document row as the caller sees it (spec 002 §3 "Uploaded document" plus the file's facts);
 * `viewer` (the customer whose list it is) marks a document linked from another customer
 * (`isLinked`); an object, so that `rows.map(toListedDocument)` cannot pass an index as the viewer.
 */
export function toListedDocument(row: DocumentRow, viewer?: { customerId: number }): ListedDocument {
  return {
    id: row.id,
    statusId: row.statusId as ListedDocument['statusId'],
    uploaded: row.createdAt.toISOString(),
    documentTypeId: row.documentTypeId,
    documentType: documentTypeOf(row.documentTypeId)?.name ?? 'other',
    isSubDocument: row.isSubDocument,
    ...(row.issuedDate ? { issuedDate: row.issuedDate } : {}),
    ...(row.expiresDate ? { expiresDate: row.expiresDate } : {}),
    ...(row.rejectReason ? { rejectReason: row.rejectReason } : {}),
    categoryId: row.categoryId as ListedDocument['categoryId'],
    fileName: row.displayName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    ...(row.parentId === null ? {} : { parentId: row.parentId }),
    ...(row.addressId === null ? {} : { addressId: row.addressId }),
    ...(viewer !== undefined && row.customerId !== viewer.customerId ? { isLinked: true } : {}),
  };
}

/**
 * The customer's documents, newest first (sub-documents after their main one), without deleted ones;
 * documents linked to them by an administrator included (`isLinked`).
 */
export async function listCustomerDocuments(
  db: Database,
  customerId: number,
  filter: { categoryId?: number } = {},
): Promise<ListedDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        visibleTo(db, customerId),
        ne(documents.statusId, documentStatuses.deleted),
        filter.categoryId === undefined ? undefined : eq(documents.categoryId, filter.categoryId),
      ),
    )
    .orderBy(desc(documents.createdAt), documents.id)
    .limit(500);
  return rows.map((row) => toListedDocument(row, { customerId }));
}

/**
 * One document the customer sees (any status; their own or linked to them), or undefined for an
 * unknown id or another customer's; `customerId` null reads any (administrators).
 */
export async function findCustomerDocument(
  db: Database,
  customerId: number | null,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), customerId === null ? undefined : visibleTo(db, customerId)))
    .limit(1);
  return row;
}

/** A main document and its sub-documents. */
export async function findDocumentFamily(db: Database, id: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(or(eq(documents.id, id), eq(documents.parentId, id)));
}

/** Marks the given rows deleted (status 5). */
export async function markDeleted(db: Database, ids: number[]): Promise<void> {
  await db
    .update(documents)
    .set({ statusId: documentStatuses.deleted, updatedAt: new Date() })
    .where(inArray(documents.id, ids));
}
