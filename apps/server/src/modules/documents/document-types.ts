import { documentTypesByCategory, type DocumentTypeGroup } from '@tessera/contract';

/** `documentTypes` (spec 002 §3): the document types by category, for a country when one is given. */
export function documentTypes(countryCode: string | undefined): { documentTypes: DocumentTypeGroup[] } {
  return { documentTypes: documentTypesByCategory(countryCode) };
}
