/** The documents module's public use cases. */
export { uploadDocument } from './upload-document.ts';
export { findDocumentStatuses, storeGeneratedDocument } from './generated-document.ts';
