import { z } from 'zod';
import { documentUploadDataSchema } from '../kyc/kyc.schemas.ts';
import { defineRoute, defineRoutes } from '../route.ts';
import { integerIdSchema } from '../validation.ts';
import { documentUploadFileParts, documentUploadResponseSchema, maxDocumentFileBytes } from './documents.schemas.ts';

/** Path of a document's stored file; `:id` is a listed document's id. */
export const documentFilePath = '/api/documents/:id/file';

/** Document upload and download (issue 14 item 1; spec 002 §3 "Upload data"; decision 0070). */
export const documentsRoutes = defineRoutes({
  documentUpload: defineRoute({
    name: 'documentUpload',
    method: 'POST',
    path: '/api/documents',
    access: 'customer',
    accessRight: 'upload',
    summary:
      "Uploads a document of the caller's: multipart with a `data` part (JSON: documentType, addressId, relationshipDocumentType, the passwords, isDueDiligence) and the files `document`, `relationshipDocument` and `additionalDocument` (the back side of types 4 and 5, the front page of type 88), each at most 10 MiB. Every file is inspected before anything is stored; a refused file is 'VF' on its part's name and nothing is stored.",
    request: {
      multipart: { data: documentUploadDataSchema, files: documentUploadFileParts, maxFileBytes: maxDocumentFileBytes },
    },
    response: documentUploadResponseSchema,
    rateLimit: 10,
  }),
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
