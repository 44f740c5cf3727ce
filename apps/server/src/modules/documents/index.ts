/** The documents module's public use cases. */
export { uploadDocument } from './upload-document.ts';
export { findDocumentStatuses, storeGeneratedDocument, type GeneratedDocument } from './generated-document.ts';
