import { documentTypesByCategory, type documentsMethods } from '@tessera/contract';
import { AppError } from '../../rpc/app-error.ts';
import { actingCustomerId, requireAuth } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { findCustomerType } from '../customers/index.ts';
import { isLiveAddressOf } from '../profile/index.ts';
import { deleteDocument } from './delete-document.ts';
import { listCustomerDocuments } from './document-rows.ts';
import { uploadDocument } from './upload-document.ts';

/** Main-API handlers of the documents area (decisions 0070, 0134). */
export const documentsHandlers = {
  documentUpload: async ({ data, files }, ctx) => {
    const caller = requireAuth(ctx);
    const customerId = actingCustomerId(ctx, undefined);
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
        customerType:
          customerId === caller.customerId
            ? caller.customerType
            : ((await findCustomerType(ctx.db, customerId)) ?? caller.customerType),
        userId: caller.userId,
        data,
        files,
      },
    );
    return { documents: uploaded };
  },
  documentList: async ({ fromCustomerId, categoryId }, ctx) => ({
    documents: await listCustomerDocuments(ctx.db, actingCustomerId(ctx, fromCustomerId), { categoryId }),
  }),
  documentDelete: async ({ fromCustomerId, id }, ctx) => {
    await deleteDocument(ctx.db, actingCustomerId(ctx, fromCustomerId), id);
    return {};
  },
  documentTypes: async ({ countryCode }) => ({ documentTypes: documentTypesByCategory(countryCode) }),
} satisfies AreaHandlers<typeof documentsMethods>;
