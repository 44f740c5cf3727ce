import { documentStatuses } from '@tessera/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { documentLinks, documents } from './documents.schema.ts';

/**
 * Links main document `documentId` to `customerId` (decision 0092), in the caller's transaction (the
 * back office writes its audit row in the same one). The document keeps its one status and counts
 * for that customer's verification from now on.
 * @returns the document's owner (the customer it was uploaded for).
 * @throws AppError 'VF' `entry_not_found` on `documentId` for an unknown, deleted or sub-document;
 *   `document_already_linked` when it is the customer's own or already linked to them.
 */
export async function linkDocument(
  tx: Executor,
  link: { documentId: number; customerId: number; userId: number },
): Promise<{ ownerCustomerId: number }> {
  const [row] = await tx
    .select({ customerId: documents.customerId, statusId: documents.statusId })
    .from(documents)
    .where(and(eq(documents.id, link.documentId), eq(documents.isSubDocument, false)))
    .for('update');
  if (!row || row.statusId === documentStatuses.deleted) throw fieldError('documentId', 'entry_not_found');
  if (row.customerId === link.customerId) throw fieldError('documentId', 'document_already_linked');
  const inserted = await tx
    .insert(documentLinks)
    .values({ documentId: link.documentId, customerId: link.customerId, linkedByUserId: link.userId })
    .onConflictDoNothing()
    .returning({ id: documentLinks.id });
  if (inserted.length === 0) throw fieldError('documentId', 'document_already_linked');
  return { ownerCustomerId: row.customerId };
}

/**
 * Removes the live link of `documentId` to `customerId` (decision 0092); the document itself and its
 * owner's copy are untouched. The link row is kept with who removed it and when.
 * @throws AppError 'VF' `document_not_linked` on `documentId` when no live link exists.
 */
export async function unlinkDocument(
  tx: Executor,
  link: { documentId: number; customerId: number; userId: number },
): Promise<void> {
  const removed = await tx
    .update(documentLinks)
    .set({ removedAt: new Date(), removedByUserId: link.userId })
    .where(
      and(
        eq(documentLinks.documentId, link.documentId),
        eq(documentLinks.customerId, link.customerId),
        isNull(documentLinks.removedAt),
      ),
    )
    .returning({ id: documentLinks.id });
  if (removed.length === 0) throw fieldError('documentId', 'document_not_linked');
}

/** Whether `documentId` is linked (live) to `customerId`: an administrator never reviews such a document. */
export async function isDocumentLinkedTo(tx: Executor, documentId: number, customerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: documentLinks.id })
    .from(documentLinks)
    .where(
      and(
        eq(documentLinks.documentId, documentId),
        eq(documentLinks.customerId, customerId),
        isNull(documentLinks.removedAt),
      ),
    );
  return rows.length > 0;
}
