import type { CertificationState, ReceivedFile, UsTaxForm } from '@tessera/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { uploadDocument } from '../documents/index.ts';
import { fatcaCrsGet } from './certification-state.ts';
import { taxCertifications } from './tax-certification.schema.ts';
import { taxDocumentTypeIds } from './fatca-crs-update.ts';

interface Deps {
  db: Database;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/** Who uploads which tax document. */
export interface TaxDocumentUpload {
  customerId: number;
  customerType: 'personal' | 'business';
  userId: number;
  /** A signed W-form (which one), or the certificate of loss of US nationality. */
  kind: { form: UsTaxForm } | 'lossOfNationality';
  file: ReceivedFile | undefined;
}

/**
 * Uploads a signed W-form or a certificate of loss of US nationality (spec 002 §7 "W-form upload and
 * loss-of-nationality upload"; decision 0079) through the documents module's upload, which inspects
 * the file before anything is stored (a refused file is 'VF' on `document`, nothing stored) and files
 * it as the customer's document (status submitted). The certification then names it: a W-9 as its W-9
 * document, a W-8BEN or W-8BEN-E as its W-8 document, a certificate as its loss-of-nationality document.
 * @returns the certification's new state.
 * @throws AppError 'VF' (refused file, missing file), 'RL' (too many uploads in the hour).
 */
export async function uploadTaxDocument(deps: Deps, upload: TaxDocumentUpload): Promise<CertificationState> {
  const [document] = await uploadDocument(deps, {
    customerId: upload.customerId,
    customerType: upload.customerType,
    userId: upload.userId,
    data: {
      documentType:
        upload.kind === 'lossOfNationality' ? taxDocumentTypeIds.lossOfNationality : taxDocumentTypeIds.usTaxForm,
    },
    files: upload.file ? { document: upload.file } : {},
  });
  if (!document) throw new Error('an accepted upload lists its main document');
  const column =
    upload.kind === 'lossOfNationality'
      ? { lossOfNationalityDocumentId: document.id }
      : upload.kind.form === 'W-9'
        ? { w9DocumentId: document.id }
        : { w8DocumentId: document.id };
  const now = new Date();
  await deps.db
    .insert(taxCertifications)
    .values({ customerId: upload.customerId, ...column, updatedAt: now })
    .onConflictDoUpdate({ target: taxCertifications.customerId, set: { ...column, updatedAt: now } });
  return fatcaCrsGet(deps.db, upload.customerId, now);
}
