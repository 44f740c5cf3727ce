import { z } from 'zod';
import { maxDocumentFileBytes } from '../documents/documents.schemas.ts';
import { defineRoute, defineRoutes } from '../route.ts';
import { certificationStateSchema, usTaxForms } from './tax-certification.methods.ts';

/** The `data` part of a W-form upload: which form the signed file is. */
export const wFormUploadDataSchema = z.object({ formType: z.enum(usTaxForms, { error: 'invalid_value' }) });

/** The file part of both tax uploads. */
export const taxUploadFileParts = ['document'] as const;

/**
 * The tax-certification uploads (spec 002 §7 "W-form upload and loss-of-nationality upload
 * (multipart)"; decision 0079): a W-form the customer signed on paper, and a certificate of loss of
 * US nationality. Both go through the documents module's inspection and file store.
 */
export const taxCertificationRoutes = defineRoutes({
  wFormUpload: defineRoute({
    name: 'wFormUpload',
    method: 'POST',
    path: '/api/tax-certification/w-form',
    access: 'customer',
    accessRight: 'full',
    summary:
      "Uploads a signed W-form of the caller's (multipart: a `data` part `{formType}` — W-9, W-8BEN or W-8BEN-E — and the file `document`, at most 10 MiB, inspected before it is stored). It becomes the certification's W-9 or W-8 document (status pending); a refused file is 'VF' on `document` and nothing is stored.",
    request: {
      multipart: { data: wFormUploadDataSchema, files: taxUploadFileParts, maxFileBytes: maxDocumentFileBytes },
    },
    response: certificationStateSchema,
    rateLimit: 10,
  }),
  lossOfNationalityUpload: defineRoute({
    name: 'lossOfNationalityUpload',
    method: 'POST',
    path: '/api/tax-certification/loss-of-nationality',
    access: 'customer',
    accessRight: 'full',
    summary:
      "Uploads the caller's certificate of loss of US nationality (multipart: an empty `data` part `{}` and the file `document`, inspected before it is stored; status pending); a refused file is 'VF' on `document` and nothing is stored.",
    request: { multipart: { data: z.object({}), files: taxUploadFileParts, maxFileBytes: maxDocumentFileBytes } },
    response: certificationStateSchema,
    rateLimit: 10,
  }),
});
