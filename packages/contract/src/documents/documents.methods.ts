import { defineMethod, defineMethods } from '../method.ts';
import { documentUploadDataSchema } from '../kyc/kyc.schemas.ts';
import {
  documentDeleteMethod,
  documentListMethod,
  documentTypesMethod,
  documentUploadFileParts,
  documentUploadResponseSchema,
  maxDocumentFileBytes,
} from './documents.schemas.ts';

/**
 * A document upload (spec 002 §3 "Upload data"; decisions 0070, 0134): `POST /api/?method=documentUpload`,
 * multipart like every upload of the main API.
 */
const documentUploadMethod = defineMethod({
  name: 'documentUpload',
  callers: { signedIn: 'customer', actFor: 'upload', money: false },
  summary:
    "Uploads a document of the caller's: multipart with a `data` part (JSON: documentType, addressId, relationshipDocumentType, the passwords, isDueDiligence) and the files `document`, `relationshipDocument` and `additionalDocument` (the back side of types 4 and 5, the front page of type 88), each at most 10 MiB. Every file is inspected before anything is stored; a refused file is 'VF' on its part's name and nothing is stored. At most 20 uploads per customer an hour ('RL').",
  request: documentUploadDataSchema,
  response: documentUploadResponseSchema,
  multipart: { files: documentUploadFileParts, maxFileBytes: maxDocumentFileBytes },
  customerRateLimit: { max: 60, windowMs: 60_000 },
});

/** The documents area (spec 002 §3, §7; decision 0070): upload, list, delete and the document types; the stored file is a route. */
export const documentsMethods = defineMethods({
  documentUpload: documentUploadMethod,
  documentList: documentListMethod,
  documentDelete: documentDeleteMethod,
  documentTypes: documentTypesMethod,
});
