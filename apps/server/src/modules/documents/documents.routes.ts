import type { Executor } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { AppError } from '../../rpc/app-error.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { findCustomerType } from '../identity/index.ts';
import { findCustomerDocument } from './document-rows.ts';
import { uploadDocument } from './upload-document.ts';
import { documentStatuses } from '@tessera/contract';

/** Whether `addressId` is one of `customerId`'s live addresses: the profile module's rule, set by the app. */
type AddressOwnershipCheck = (db: Executor, customerId: number, addressId: number) => Promise<boolean>;

let isLiveAddressOf: AddressOwnershipCheck = async () => false;

/**
 * Sets how an upload's `addressId` is checked (app.ts, with the profile module's check; decision
 * 0130): addresses belong to a module above this one, which this one must not import. Until set,
 * no address is accepted.
 */
export function setAddressOwnershipCheck(check: AddressOwnershipCheck): void {
  isLiveAddressOf = check;
}

/**
 * `Content-Disposition` of a download (RFC 6266): always an attachment, with an ASCII fallback name
 * (anything else, quotes and backslashes become `_`) and the display name in `filename*` (UTF-8,
 * percent-encoded). The display name was sanitised at upload (no path, no control characters).
 */
function attachmentDisposition(displayName: string): string {
  const fallback = displayName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(displayName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The documents module's routes (decision 0070): `POST /api/documents` (multipart upload for the
 * caller's own customer) and `GET /api/documents/{id}/file` (the stored bytes, for the owner or an
 * administrator, with the type detected at upload and never sniffed).
 */
export function documentsRouteHandlers(fileStore: FileStore): RouteHandlers<unknown> {
  return {
    documentUpload: async ({ multipart }, { call, caller }) => {
      const customerId = actingCustomerId(call, undefined);
      // A proof may be linked only to one of the caller's own live addresses; any other id is unknown.
      const { addressId } = multipart.data;
      if (addressId !== undefined && !(await isLiveAddressOf(call.db, customerId, addressId)))
        throw new AppError('NF', 'No such address.');
      const uploaded = await uploadDocument(
        { db: call.db, fileStore, log: call.log },
        {
          customerId,
          // The type of the customer the document is for: a representative uploads a business's
          // company documents from their personal sign-in (decision 0103).
          customerType:
            customerId === caller.customerId
              ? caller.customerType
              : ((await findCustomerType(call.db, customerId)) ?? caller.customerType),
          userId: caller.userId,
          data: multipart.data,
          files: multipart.files,
        },
      );
      return { documents: uploaded };
    },
    documentFile: async ({ params }, { call, caller }) => {
      const owner = caller.isAdmin ? null : actingCustomerId(call, undefined);
      const row = await findCustomerDocument(call.db, owner, params.id);
      if (!row || row.statusId === documentStatuses.deleted) throw new AppError('NF', 'No such document.');
      const bytes = await fileStore.get(row.fileKey);
      if (!bytes) throw new AppError('NF', 'No such document.');
      return {
        body: bytes,
        contentType: row.mimeType,
        headers: {
          'Content-Disposition': attachmentDisposition(row.displayName),
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'no-store',
        },
      };
    },
  };
}
