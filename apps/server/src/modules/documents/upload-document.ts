import {
  additionalFileFor,
  documentCategories,
  documentStatuses,
  documentTypeOf,
  documentUploadWindowMs,
  fieldErrorMessages,
  maxDocumentUploadsPerWindow,
  type DocumentUploadData,
  type DocumentUploadFilePart,
  type FieldErrorCode,
  type ListedDocument,
  type ReceivedFile,
} from '@tessera/contract';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { inspectUpload, type AcceptedUpload } from '../../platform/upload-inspection.ts';
import { AppError } from '../../rpc/app-error.ts';
import { toListedDocument } from './document-rows.ts';
import { documents } from './documents.schema.ts';

/** Categories a personal customer may upload to; a business customer may upload to every category. */
const personalCategories: ReadonlySet<number> = new Set([
  documentCategories.ProofOfIdentity,
  documentCategories.ProofOfAddress,
  documentCategories.ProofOfPhone,
  documentCategories.Other,
  documentCategories.ProofOfRelationship,
  documentCategories.SourceOfWealth,
  documentCategories.ResidencePermit,
]);

/** The password field of each file part (spec 002 §3 "Upload data"). */
const passwordFieldOf = {
  document: 'documentPassword',
  relationshipDocument: 'relationshipDocumentPassword',
  additionalDocument: 'additionalDocumentPassword',
} as const satisfies Record<DocumentUploadFilePart, keyof DocumentUploadData>;

interface FieldError {
  field: string;
  code: FieldErrorCode;
  description: string;
}

function fieldError(field: string, code: FieldErrorCode): FieldError {
  return { field, code, description: fieldErrorMessages[code] };
}

function refuse(errors: FieldError[]): AppError {
  return new AppError('VF', errors.map((error) => `${error.field}: ${error.description}`).join(' '), errors);
}

/** Who uploads, for whom, and with what. */
export interface DocumentUpload {
  customerId: number;
  customerType: 'personal' | 'business';
  userId: number;
  data: DocumentUploadData;
  files: Partial<Record<DocumentUploadFilePart, ReceivedFile>>;
}

interface Deps {
  db: Database;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/**
 * Uploads a document (spec 002 §3 "Upload data"; decision 0070): checks the request (the type, its
 * category for this customer, the second file a type needs, the relationship document's type),
 * inspects every file before anything is stored, then stores the inspected bytes and writes the rows
 * in one transaction. Any refusal is 'VF' with a field error on the file part's name (and on its
 * password field when one was sent for an encrypted PDF), and nothing is stored. Files put before a
 * failure are deleted again, so a failed upload leaves no file and no row.
 * @returns the main document and its sub-documents as listed (status submitted, 0).
 * @throws AppError 'VF' as above; 'RL' past {@link maxDocumentUploadsPerWindow} uploads an hour.
 */
export async function uploadDocument(deps: Deps, upload: DocumentUpload): Promise<ListedDocument[]> {
  const { data, files } = upload;
  const type = documentTypeOf(data.documentType);
  const errors: FieldError[] = [];
  const mayUpload = (categoryId: number) => upload.customerType === 'business' || personalCategories.has(categoryId);
  if (!type || !mayUpload(type.categoryId)) errors.push(fieldError('documentType', 'invalid_value'));
  if (!files.document) errors.push(fieldError('document', 'required'));
  if (type && additionalFileFor(type.id) && !files.additionalDocument)
    errors.push(fieldError('additionalDocument', 'required'));
  const relationshipType =
    data.relationshipDocumentType === undefined ? undefined : documentTypeOf(data.relationshipDocumentType);
  if (
    data.relationshipDocumentType !== undefined &&
    relationshipType?.categoryId !== documentCategories.ProofOfRelationship
  )
    errors.push(fieldError('relationshipDocumentType', 'invalid_value'));
  if (files.relationshipDocument && data.relationshipDocumentType === undefined)
    errors.push(fieldError('relationshipDocumentType', 'required'));
  if (!files.relationshipDocument && data.relationshipDocumentType !== undefined)
    errors.push(fieldError('relationshipDocument', 'required'));
  if (errors.length > 0 || !type) throw refuse(errors);

  await checkUploadRate(deps.db, upload.customerId);

  // Every file is inspected before anything is stored: one refused part refuses the whole upload.
  const accepted: { part: DocumentUploadFilePart; file: AcceptedUpload }[] = [];
  for (const part of ['document', 'relationshipDocument', 'additionalDocument'] as const) {
    const received = files[part];
    if (!received) continue;
    const result = await inspectUpload(received.bytes, { declaredName: received.declaredName, kind: 'document' });
    if (result.ok) {
      accepted.push({ part, file: result });
      continue;
    }
    // The reason names what was found, never the content; passwords are never logged.
    deps.log.info({ part, code: result.code, reason: result.reason }, 'document upload refused');
    errors.push(fieldError(part, result.code));
    if (result.code === 'file_pdf_encrypted' && data[passwordFieldOf[part]] !== undefined)
      errors.push(fieldError(passwordFieldOf[part], 'file_pdf_encrypted'));
  }
  if (errors.length > 0) throw refuse(errors);

  const stored: { part: DocumentUploadFilePart; file: AcceptedUpload; key: string }[] = [];
  try {
    for (const { part, file } of accepted) {
      stored.push({ part, file, key: await deps.fileStore.put(file.bytes, { contentType: file.mime }) });
    }
    const rows = await deps.db.transaction(async (tx) => {
      const [main, ...subs] = stored;
      if (!main || main.part !== 'document') throw new Error('the main document is stored first');
      const rowOf = (entry: (typeof stored)[number], parentId: number | null) => ({
        customerId: upload.customerId,
        parentId,
        part: entry.part,
        categoryId: entry.part === 'relationshipDocument' ? documentCategories.ProofOfRelationship : type.categoryId,
        documentTypeId: entry.part === 'relationshipDocument' ? (data.relationshipDocumentType ?? type.id) : type.id,
        statusId: documentStatuses.submitted,
        isSubDocument: parentId !== null,
        isDueDiligence: data.isDueDiligence ?? false,
        addressId: data.addressId ?? null,
        fileKey: entry.key,
        displayName: entry.file.displayName,
        mimeType: entry.file.mime,
        sizeBytes: entry.file.bytes.byteLength,
        pages: entry.file.pages,
        createdByUserId: upload.userId,
      });
      const [mainRow] = await tx.insert(documents).values(rowOf(main, null)).returning();
      if (!mainRow) throw new Error('main document row not written');
      const subRows =
        subs.length === 0
          ? []
          : await tx
              .insert(documents)
              .values(subs.map((sub) => rowOf(sub, mainRow.id)))
              .returning();
      return [mainRow, ...subRows];
    });
    // The uploader's own fresh documents: never linked from another customer.
    return rows.map((row) => toListedDocument(row));
  } catch (error) {
    // Nothing may stay behind a failed upload: the files already put are removed again.
    await Promise.allSettled(stored.map(({ key }) => deps.fileStore.delete(key)));
    throw error;
  }
}

/** 'RL' when the customer uploaded {@link maxDocumentUploadsPerWindow} documents in the last hour. */
async function checkUploadRate(db: Database, customerId: number): Promise<void> {
  const since = new Date(Date.now() - documentUploadWindowMs);
  const [row] = await db
    .select({ uploads: count() })
    .from(documents)
    .where(and(eq(documents.customerId, customerId), isNull(documents.parentId), gte(documents.createdAt, since)));
  if ((row?.uploads ?? 0) >= maxDocumentUploadsPerWindow)
    throw new AppError('RL', 'Too many documents uploaded in the last hour. Please try again later.', [], {
      retryAfterSeconds: 600,
    });
}
