/** The documents module's public use cases for other modules (DESIGN §2: only through this file). */
export { uploadDocument } from './upload-document.ts';
export { listCustomerDocuments } from './document-rows.ts';
