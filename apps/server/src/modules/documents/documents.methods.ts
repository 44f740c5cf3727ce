import type { documentsMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { actingCustomerType } from '../identity/index.ts';
import { documentDelete } from './document-delete.ts';
import { documentList } from './document-list.ts';
import { documentTypes } from './document-types.ts';
import { documentUpload } from './document-upload.ts';

/** Main-API handlers of the documents area (decisions 0070, 0134). */
export const documentsHandlers = {
  documentUpload: async ({ data, files }, ctx) => {
    const { customerId, userId } = ctx.caller;
    return documentUpload(
      { db: ctx.db, fileStore: ctx.fileStore, log: ctx.log },
      {
        customerId,
        // The type of the customer the document is for: a representative uploads a business's
        // company documents from their personal sign-in (decision 0103).
        customerType: await actingCustomerType(ctx.db, ctx.auth, customerId),
        userId,
        data,
        files,
      },
    );
  },
  documentList: async ({ categoryId }, ctx) => documentList(ctx.db, ctx.caller.customerId, { categoryId }),
  documentDelete: async ({ id }, ctx) => {
    await documentDelete(ctx.db, ctx.caller.customerId, id);
    return {};
  },
  documentTypes: async ({ countryCode }) => documentTypes(countryCode),
} satisfies AreaHandlers<typeof documentsMethods>;
