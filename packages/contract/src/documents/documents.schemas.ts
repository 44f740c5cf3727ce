import { z } from 'zod';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';
import { documentTypeGroupSchema } from '../kyc/document-types.ts';
import { documentCategoryIdSchema, uploadedDocumentSchema } from '../kyc/kyc.schemas.ts';
import { integerIdSchema } from '../validation.ts';

/**
 * The documents area (spec 002 §3 "Uploaded document", "Upload data", "Document
 * categories", "Document statuses"; decision 0070): a customer uploads, lists, deletes and downloads
 * their own documents. The KYC rules the web and the server both read stay in `kyc/`.
 */

/**
 * The file parts of a document upload, named after the spec's password fields (`documentPassword`,
 * `relationshipDocumentPassword`, `additionalDocumentPassword`): the main document, the relationship
 * document and the additional document. The back side (types 4 and 5) or the passport's front page
 * (type 88) is the additional document (`additionalFileFor`, decision 0062).
 */
export const documentUploadFileParts = ['document', 'relationshipDocument', 'additionalDocument'] as const;
export type DocumentUploadFilePart = (typeof documentUploadFileParts)[number];

/** Largest file part of an upload in bytes: the inspection's limit (10 MiB, decision 0069). */
export const maxDocumentFileBytes = 10 * 1024 * 1024;

/** Most documents (main files) one customer may upload in {@link documentUploadWindowMs}. */
export const maxDocumentUploadsPerWindow = 20;
/** The window of {@link maxDocumentUploadsPerWindow}: one hour. */
export const documentUploadWindowMs = 60 * 60 * 1000;

/**
 * One of the caller's documents as listed (spec 002 §3 "Uploaded document", plus what a customer
 * needs to show it): the category, the file's display name (sanitised, with the detected extension),
 * its detected media type, size in bytes and pages, and for a sub-document the main document's id.
 */
export const listedDocumentSchema = uploadedDocumentSchema.extend({
  categoryId: documentCategoryIdSchema,
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  pages: z.number().int(),
  parentId: z.number().int().optional(),
  addressId: z.number().int().optional(),
  /** True for a document an administrator linked from another customer (decision 0092). */
  isLinked: z.boolean().optional(),
});
export type ListedDocument = z.infer<typeof listedDocumentSchema>;

/** The reply of a document upload: the main document and its sub-documents as now listed. */
export const documentUploadResponseSchema = z.object({ documents: z.array(listedDocumentSchema) });

export const documentListMethod = defineMethod({
  name: 'documentList',
  callers: { signedIn: 'customer', actFor: 'member', money: false },
  summary:
    'The caller\'s documents, newest first, without deleted ones (spec 002 §3 "Uploaded document"); `categoryId` keeps one category.',
  request: onBehalfSchema.extend({ categoryId: documentCategoryIdSchema.optional() }),
  response: z.object({ documents: z.array(listedDocumentSchema) }),
});

export const documentDeleteMethod = defineMethod({
  name: 'documentDelete',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Deletes one of the caller's documents with its sub-documents (status deleted, 5; the files are removed) while it is submitted or pending; 'NF' for another customer's, '13' once reviewed.",
  request: onBehalfSchema.extend({ id: integerIdSchema }),
  response: z.object({}),
});

export const documentTypesMethod = defineMethod({
  name: 'documentTypes',
  // A dictionary: no sign-in needed (spec 000 §6, 002 §7; decision 0134), limited per client address.
  callers: 'public',
  summary:
    'The document-type dictionary grouped by category (spec 002 §3 "Dictionaries"), with the address types offered in `countryCode` (the passport registration stamp only in RU and UA). No sign-in needed.',
  request: z.object({
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, { error: 'invalid_value' })
      .optional(),
  }),
  response: z.object({ documentTypes: z.array(documentTypeGroupSchema) }),
});
