import { documentCategories, type documentStatuses } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { documents } from './documents.schema.ts';

/** An identity document that a verification provider checked, to list among the customer's documents. */
export interface IdentityDocumentRecord {
  customerId: number;
  /** The user who started the verification. */
  userId: number;
  /** 1 passport, 4 identity card, 5 driving licence. */
  documentTypeId: number;
  /** confirmed (2) for approved, rejected (26) for declined, under investigation (31) for review. */
  statusId:
    typeof documentStatuses.confirmed | typeof documentStatuses.rejected | typeof documentStatuses.underInvestigation;
  rejectReason?: string;
  /** The document's front capture in the file store (inspected and re-encoded at capture). */
  file: { key: string; mimeType: string; sizeBytes: number; displayName: string };
}

/**
 * Writes the result of an identity verification into the customer's documents
 * (decision 0073): one ProofOfIdentity (category 1) row with the verification's status, in the
 * caller's transaction. The file is the run's front capture; its key is shared with the run's
 * capture row, and neither is ever deleted while the other exists (a document not in submitted or
 * pending status cannot be deleted).
 * @returns the new document's id.
 */
export async function recordIdentityDocument(tx: Executor, record: IdentityDocumentRecord): Promise<number> {
  const [row] = await tx
    .insert(documents)
    .values({
      customerId: record.customerId,
      part: 'document',
      categoryId: documentCategories.ProofOfIdentity,
      documentTypeId: record.documentTypeId,
      statusId: record.statusId,
      fileKey: record.file.key,
      displayName: record.file.displayName,
      mimeType: record.file.mimeType,
      sizeBytes: record.file.sizeBytes,
      pages: 1,
      createdByUserId: record.userId,
      rejectReason: record.rejectReason ?? null,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('identity document row not written');
  return row.id;
}
