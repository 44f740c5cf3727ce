import type { FileStore } from '../../platform/file-store.ts';
import { AppError } from '../../rpc/app-error.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { findCustomerDocument } from './document-rows.ts';
import { documentStatuses } from '@tessera/contract';

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
 * The documents module's route (decision 0070): `GET /api/documents/{id}/file` (the stored bytes,
 * for the owner or an administrator, with the type detected at upload and never sniffed). The
 * upload is the main-API method `documentUpload` (decision 0134).
 */
export function documentsRouteHandlers(fileStore: FileStore): RouteHandlers<unknown> {
  return {
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
