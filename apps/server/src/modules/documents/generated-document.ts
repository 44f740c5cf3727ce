import { documentStatuses, documentTypeOf, type ListedDocument } from '@tessera/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { toListedDocument } from './document-rows.ts';
import { documents } from './documents.schema.ts';

/** A PDF the server made for a customer (a signed tax form), to file as one of their documents. */
export interface GeneratedDocument {
  customerId: number;
  userId: number;
  documentTypeId: number;
  /** The file name shown to the customer (ASCII letters, digits, dashes and dots; made by the server). */
  displayName: string;
  bytes: Uint8Array;
  pages: number;
  /** The last day the document is valid (YYYY-MM-DD), when it expires. */
  expiresDate?: string | undefined;
}

/**
 * Stores a PDF the server generated as a customer's document (decision 0079): the bytes in the file
 * store, a documents row with status submitted (0) in the type's category, for compliance to review
 * like an upload. It was made by the server, so it is not inspected like an upload. The file is
 * removed again when the row cannot be written.
 * @returns the document as listed.
 * @throws Error when the type id is not in the catalogue (a programming error).
 */
export async function storeGeneratedDocument(
  deps: { db: Database; fileStore: FileStore },
  generated: GeneratedDocument,
): Promise<ListedDocument> {
  const type = documentTypeOf(generated.documentTypeId);
  if (!type) throw new Error(`unknown document type ${generated.documentTypeId}`);
  const key = await deps.fileStore.put(generated.bytes, { contentType: 'application/pdf' });
  try {
    const [row] = await deps.db
      .insert(documents)
      .values({
        customerId: generated.customerId,
        parentId: null,
        part: 'document',
        categoryId: type.categoryId,
        documentTypeId: type.id,
        statusId: documentStatuses.submitted,
        fileKey: key,
        displayName: generated.displayName,
        mimeType: 'application/pdf',
        sizeBytes: generated.bytes.byteLength,
        pages: generated.pages,
        expiresDate: generated.expiresDate ?? null,
        createdByUserId: generated.userId,
      })
      .returning();
    if (!row) throw new Error('generated document row not written');
    return toListedDocument(row);
  } catch (error) {
    await deps.fileStore.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The status, type and validity of some of a customer's documents, by id (others' ids are left out). */
export async function findDocumentStatuses(
  db: Executor,
  customerId: number,
  ids: readonly number[],
): Promise<Map<number, { statusId: number; documentTypeId: number; expiresDate?: string | undefined }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: documents.id,
      statusId: documents.statusId,
      documentTypeId: documents.documentTypeId,
      expiresDate: documents.expiresDate,
    })
    .from(documents)
    .where(and(eq(documents.customerId, customerId), inArray(documents.id, [...ids])));
  return new Map(
    rows.map((row) => [
      row.id,
      { statusId: row.statusId, documentTypeId: row.documentTypeId, expiresDate: row.expiresDate ?? undefined },
    ]),
  );
}
