/** The documents module's public use cases. */
export { recordIdentityDocument } from './record-identity-document.ts';
