import { documentTypesByCategory, type documentsMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { deleteDocument } from './delete-document.ts';
import { listCustomerDocuments } from './document-rows.ts';

/** Main-API handlers of the documents area (issue 14 item 1; decision 0070). */
export const documentsHandlers = {
  documentList: async ({ categoryId }, ctx) => ({
    documents: await listCustomerDocuments(ctx.db, ctx.caller.customerId, { categoryId }),
  }),
  documentDelete: async ({ id }, ctx) => {
    await deleteDocument(ctx.db, ctx.caller.customerId, id);
    return {};
  },
  documentTypes: async ({ countryCode }) => ({ documentTypes: documentTypesByCategory(countryCode) }),
} satisfies AreaHandlers<typeof documentsMethods>;
