import type { FileStore } from '../../platform/file-store.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { documentFile } from './document-file.ts';

/**
 * The documents module's route (decision 0070): `GET /api/documents/{id}/file` (the stored bytes,
 * for the owner or an administrator, with the type detected at upload and never sniffed). The
 * upload is the main-API method `documentUpload` (decision 0134).
 */
export function documentsRouteHandlers(fileStore: FileStore): RouteHandlers<unknown> {
  return {
    documentFile: async ({ params }, { call, caller }) =>
      documentFile({ db: call.db, fileStore }, caller.isAdmin ? null : actingCustomerId(call, undefined), params.id),
  };
}
