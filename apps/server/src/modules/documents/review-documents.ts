import { documentStatuses } from '@tessera/contract';
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { visibleTo, type DocumentRow } from './document-rows.ts';
import { documents } from './documents.schema.ts';

/** Document statuses a reviewer may still decide on (spec 002 §4 "awaiting review"). */
export const reviewableStatuses: readonly number[] = [
  documentStatuses.submitted,
  documentStatuses.pending,
  documentStatuses.underInvestigation,
];

/** A main document as the verification derivation reads it (decision 0067). */
export interface DocumentStatusRow {
  id: number;
  categoryId: number;
  statusId: number;
  createdAt: Date;
}

/**
 * The customer's main documents (not sub-documents) of `categories`, newest first, any status: what
 * the verification derivation reads (spec 002 §4). At most 200.
 */
export async function documentStatusRowsOf(
  db: Executor,
  customerId: number,
  categories: readonly number[],
): Promise<DocumentStatusRow[]> {
  return db
    .select({
      id: documents.id,
      categoryId: documents.categoryId,
      statusId: documents.statusId,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(
      and(
        visibleTo(db, customerId),
        eq(documents.isSubDocument, false),
        inArray(documents.categoryId, [...categories]),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .limit(200);
}

/** The main document `id`, locked for a reviewer's decision; undefined for a sub-document or unknown id. */
export async function lockMainDocument(tx: Executor, id: number): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.isSubDocument, false)))
    .for('update');
  return row;
}

/**
 * Writes a reviewer's decision on main document `id` and on its sub-documents still awaiting review:
 * the new numeric status and the customer-visible reject reason (null clears it).
 */
export async function decideDocument(
  tx: Executor,
  id: number,
  decision: { statusId: number; rejectReason: string | null },
): Promise<DocumentRow> {
  const updatedAt = new Date();
  const [updated] = await tx
    .update(documents)
    .set({ ...decision, updatedAt })
    .where(eq(documents.id, id))
    .returning();
  await tx
    .update(documents)
    .set({ ...decision, updatedAt })
    .where(and(eq(documents.parentId, id), inArray(documents.statusId, [...reviewableStatuses])));
  if (!updated) throw new Error(`document ${id} vanished during review`);
  return updated;
}

/**
 * One page of main documents awaiting review, oldest first, leaving out the customers in
 * `excludedCustomerIds` (administrators'), and how many there are.
 */
export async function listDocumentsAwaitingReview(
  db: Executor,
  page: { pageNumber: number; pageSize: number },
  excludedCustomerIds: readonly number[],
): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = and(
    inArray(documents.statusId, [...reviewableStatuses]),
    eq(documents.isSubDocument, false),
    excludedCustomerIds.length > 0 ? notInArray(documents.customerId, [...excludedCustomerIds]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(asc(documents.createdAt), asc(documents.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
