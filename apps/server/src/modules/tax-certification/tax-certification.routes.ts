import type { FileStore } from '../../platform/file-store.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { uploadTaxDocument } from './upload-tax-document.ts';

/**
 * The tax-certification routes (decision 0079): `POST /api/tax-certification/w-form` and
 * `POST /api/tax-certification/loss-of-nationality`, multipart uploads for the caller's own customer.
 */
export function taxCertificationRouteHandlers(fileStore: FileStore): RouteHandlers<unknown> {
  return {
    wFormUpload: async ({ multipart }, { call, caller }) =>
      uploadTaxDocument(
        { db: call.db, fileStore, log: call.log },
        {
          customerId: actingCustomerId(call, undefined),
          customerType: caller.customerType,
          userId: caller.userId,
          kind: { form: multipart.data.formType },
          file: multipart.files.document,
        },
      ),
    lossOfNationalityUpload: async ({ multipart }, { call, caller }) =>
      uploadTaxDocument(
        { db: call.db, fileStore, log: call.log },
        {
          customerId: actingCustomerId(call, undefined),
          customerType: caller.customerType,
          userId: caller.userId,
          kind: 'lossOfNationality',
          file: multipart.files.document,
        },
      ),
  };
}
