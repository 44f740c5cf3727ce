import { documentStatuses } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { RouteFile } from '../../rpc/routes.ts';
import { findCustomerDocument } from './document-rows.ts';

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
 * `documentFile`, `GET /api/documents/{id}/file` (decision 0070): the stored bytes of document `id`
 * as seen by customer `owner` (null: an administrator, who reads any): an attachment with the type
 * detected at upload (never sniffed), sandboxed and not cached.
 * @throws AppError 'NF' for an unknown, deleted or another customer's document, or missing bytes.
 */
export async function documentFile(
  deps: { db: Database; fileStore: FileStore },
  owner: number | null,
  id: number,
): Promise<RouteFile> {
  const row = await findCustomerDocument(deps.db, owner, id);
  if (!row || row.statusId === documentStatuses.deleted) throw new AppError('NF', 'No such document.');
  const bytes = await deps.fileStore.get(row.fileKey);
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
}
