import type { FileStore } from '../../platform/file-store.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { addressReplace } from './addresses.ts';
import { phoneConfirm } from './phones.ts';

/**
 * The profile module's routes: `POST /api/addresses/replace` (multipart, like the document upload,
 * decision 0070) and `POST /api/verification/phones/{phoneId}/verify` (spec 002 §7).
 */
export function profileRouteHandlers(fileStore: FileStore): RouteHandlers<unknown> {
  return {
    addressReplace: async ({ multipart }, { call, caller }) => ({
      address: await addressReplace(
        { db: call.db, fileStore, log: call.log },
        {
          customerId: actingCustomerId(call, undefined),
          customerType: caller.customerType,
          userId: caller.userId,
          data: multipart.data,
          files: multipart.files,
        },
      ),
    }),
    phoneVerify: async ({ params, body }, { call }) => ({ phone: await phoneConfirm(call, params.phoneId, body.code) }),
  };
}
