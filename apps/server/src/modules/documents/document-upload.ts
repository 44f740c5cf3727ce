import type { ListedDocument } from '@tessera/contract';
import { AppError } from '../../rpc/app-error.ts';
import { isLiveAddressOf } from './address-ownership.ts';
import { uploadDocument, type DocumentUpload } from './upload-document.ts';

/**
 * `documentUpload` (spec 002 §3 "Upload data"; decisions 0070, 0134): a proof may be linked only to
 * one of the customer's own live addresses (any other `addressId` is unknown), then the upload of
 * {@link uploadDocument}.
 * @returns the main document and its sub-documents as listed.
 * @throws AppError 'NF' for another address; 'VF' and 'RL' as {@link uploadDocument}.
 */
export async function documentUpload(
  deps: Parameters<typeof uploadDocument>[0],
  upload: DocumentUpload,
): Promise<{ documents: ListedDocument[] }> {
  const { addressId } = upload.data;
  if (addressId !== undefined && !(await isLiveAddressOf(deps.db, upload.customerId, addressId)))
    throw new AppError('NF', 'No such address.');
  return { documents: await uploadDocument(deps, upload) };
}
