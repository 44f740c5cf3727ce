import { documentStatuses, documentTypeOf, type ListedDocument } from '@tessera/contract';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documents } from './documents.schema.ts';

/** A row of the documents table as read. */
export type DocumentRow = typeof documents.$inferSelect;

/** A document row as the caller sees it (spec 002 §3 "Uploaded document" plus the file's facts). */
export function toListedDocument(row: DocumentRow): ListedDocument {
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
  };
}

/** The customer's documents, newest first (sub-documents after their main one), without deleted ones. */
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
        eq(documents.customerId, customerId),
        ne(documents.statusId, documentStatuses.deleted),
        filter.categoryId === undefined ? undefined : eq(documents.categoryId, filter.categoryId),
      ),
    )
    .orderBy(desc(documents.createdAt), documents.id)
    .limit(500);
  return rows.map(toListedDocument);
}

/** One document of the customer's (any status), or undefined for an unknown id or another customer's. */
export async function findCustomerDocument(
  db: Database,
  customerId: number | null,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), customerId === null ? undefined : eq(documents.customerId, customerId)))
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
