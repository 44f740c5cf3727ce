/** The documents module's public use cases. */
export { recordIdentityDocument, type IdentityDocumentRecord } from './record-identity-document.ts';
