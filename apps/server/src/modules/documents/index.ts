/** The documents module's public use cases; other modules import only from here. */
export { listCustomerDocuments, toListedDocument } from './document-rows.ts';
export {
  decideDocument,
  documentStatusRowsOf,
  listDocumentsAwaitingReview,
  lockMainDocument,
  reviewableStatuses,
} from './review-documents.ts';
