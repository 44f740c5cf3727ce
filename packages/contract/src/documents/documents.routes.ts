import { z } from 'zod';
import { defineRoute, defineRoutes } from '../route.ts';
import { integerIdSchema } from '../validation.ts';

/** Path of a document's stored file; `:id` is a listed document's id. */
export const documentFilePath = '/api/documents/:id/file';

/** A document's stored file (decision 0070); the upload is the main-API method `documentUpload` (decision 0134). */
export const documentsRoutes = defineRoutes({
  documentFile: defineRoute({
    name: 'documentFile',
    method: 'GET',
    path: documentFilePath,
    access: 'customer',
    accessRight: 'read',
    summary:
      "The stored file of one of the caller's documents (an administrator's: any), as an attachment of the type detected at upload; 404 'NF' for any other.",
    request: { params: z.object({ id: integerIdSchema }) },
    response: z.string(),
    reply: 'file',
    rateLimit: 10,
  }),
});
