import { documentTypesByCategory, type documentsMethods } from '@tessera/contract';
import { AppError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { actingCustomerType } from '../identity/index.ts';
import { isLiveAddressOf } from './address-ownership.ts';
import { deleteDocument } from './delete-document.ts';
import { listCustomerDocuments } from './document-rows.ts';
import { uploadDocument } from './upload-document.ts';

/** Main-API handlers of the documents area (decisions 0070, 0134). */
export const documentsHandlers = {
  documentUpload: async ({ data, files }, ctx) => {
    const { customerId, userId } = ctx.caller;
    // A proof may be linked only to one of the caller's own live addresses; any other id is unknown.
    const { addressId } = data;
    if (addressId !== undefined && !(await isLiveAddressOf(ctx.db, customerId, addressId)))
      throw new AppError('NF', 'No such address.');
    const uploaded = await uploadDocument(
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
    return { documents: uploaded };
  },
  documentList: async ({ categoryId }, ctx) => ({
    documents: await listCustomerDocuments(ctx.db, ctx.caller.customerId, { categoryId }),
  }),
  documentDelete: async ({ id }, ctx) => {
    await deleteDocument(ctx.db, ctx.caller.customerId, id);
    return {};
  },
  documentTypes: async ({ countryCode }) => ({ documentTypes: documentTypesByCategory(countryCode) }),
} satisfies AreaHandlers<typeof documentsMethods>;
