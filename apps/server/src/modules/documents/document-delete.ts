import { documentStatuses } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findCustomerDocument, findDocumentFamily, markDeleted } from './document-rows.ts';

/** Statuses a customer may still withdraw a document in: not yet looked at by a reviewer. */
const deletableStatuses: ReadonlySet<number> = new Set([documentStatuses.submitted, documentStatuses.pending]);

/**
 * Deletes one of the customer's documents (decision 0070): its row and its sub-documents' rows get
 * status deleted (5). They leave the customer's list and are never served again, but the rows and
 * the stored files are kept: documents obtained for customer due diligence are records a bank keeps
 * (decision 0070). Only while the main document is submitted or pending.
 * @throws AppError 'NF' for an unknown id, another customer's or an already deleted document; '13'
 *   for a document a reviewer has handled (confirmed, rejected, …), a sub-document on its own, or a
 *   document linked from another customer (decision 0092).
 */
export async function documentDelete(db: Database, customerId: number, id: number): Promise<void> {
  const row = await findCustomerDocument(db, customerId, id);
  if (!row || row.statusId === documentStatuses.deleted) throw new AppError('NF', 'No such document.');
  if (row.customerId !== customerId)
    throw new AppError('13', 'This document was linked to your account by our team; only they can remove it.');
  if (row.parentId !== null || !deletableStatuses.has(row.statusId))
    throw new AppError('13', 'Only a document that is still awaiting review can be deleted.');
  const family = await findDocumentFamily(db, row.id);
  await markDeleted(
    db,
    family.map((member) => member.id),
  );
}
