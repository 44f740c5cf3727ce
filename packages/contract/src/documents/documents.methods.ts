import { defineMethods } from '../method.ts';
import { documentDeleteMethod, documentListMethod, documentTypesMethod } from './documents.schemas.ts';

/** The documents area (issue 14 item 1; decision 0070): the main-API methods; uploads and files are routes. */
export const documentsMethods = defineMethods({
  documentList: documentListMethod,
  documentDelete: documentDeleteMethod,
  documentTypes: documentTypesMethod,
});
