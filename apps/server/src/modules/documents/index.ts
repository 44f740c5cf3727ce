/** The documents module's public use cases for other modules (DESIGN §2: only through this file). */
export { uploadDocument } from './upload-document.ts';
export { listCustomerDocuments, toListedDocument } from './document-rows.ts';
export {
  decideDocument,
  documentStatusRowsOf,
  listDocumentsAwaitingReview,
  lockMainDocument,
  reviewableStatuses,
} from './review-documents.ts';
export { recordIdentityDocument } from './record-identity-document.ts';
export { isDocumentLinkedTo, linkDocument, unlinkDocument } from './document-links.ts';
export { findDocumentStatuses, storeGeneratedDocument } from './generated-document.ts';
export { setAddressOwnershipCheck } from './address-ownership.ts';
