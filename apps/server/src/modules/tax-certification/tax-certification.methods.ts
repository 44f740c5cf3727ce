import type { taxCertificationMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { actingCustomerType } from '../identity/index.ts';
import { fatcaCrsRequest } from './fatca-crs-request.ts';
import { fatcaCrsStatus, fatcaCrsGet } from './certification-state.ts';
import { fatcaCrsUpdate } from './fatca-crs-update.ts';
import { uploadTaxDocument } from './upload-tax-document.ts';
import {
  fatcaCrsRepresentativeInvite,
  fatcaCrsRepresentativeList,
  fatcaCrsRepresentativeGet,
  fatcaCrsRepresentativeUpdate,
} from './representative-certification.ts';

/** Main-API handlers of the tax-certification area (decisions 0065, 0078). */
export const taxCertificationHandlers = {
  fatcaCrsGet: async (_input, ctx) => fatcaCrsGet(ctx.db, ctx.caller.customerId),
  fatcaCrsUpdate: async ({ certification, signature }, ctx) => {
    const customerId = ctx.caller.customerId;
    const state = await fatcaCrsGet(ctx.db, customerId);
    return fatcaCrsUpdate(
      { db: ctx.db, fileStore: ctx.fileStore, brand: ctx.brand, log: ctx.log },
      {
        customerId,
        userId: ctx.caller.userId,
        customerType: state.holder.kind,
        answers: certification,
        signature,
        ip: ctx.ip,
      },
    );
  },
  fatcaCrsRequest: async ({ customerId, reason }, ctx) =>
    fatcaCrsRequest(ctx.db, {
      adminUserId: ctx.caller.userId,
      customerId,
      reason,
      requestId: ctx.requestId,
      ip: ctx.ip,
    }),
  fatcaCrsStatus: async ({ customerId }, ctx) => fatcaCrsStatus(ctx.db, customerId),
  fatcaCrsRepresentativeList: async (_input, ctx) => fatcaCrsRepresentativeList(ctx.db, ctx.caller.customerId),
  fatcaCrsRepresentativeInvite: async ({ personName, email }, ctx) =>
    fatcaCrsRepresentativeInvite(ctx, {
      businessCustomerId: ctx.caller.customerId,
      userId: ctx.caller.userId,
      personName,
      email,
    }),
  // The two public methods take the secret from the body only; it opens this one certification.
  fatcaCrsRepresentativeGet: async ({ authSecret }, ctx) => fatcaCrsRepresentativeGet(ctx.db, authSecret),
  fatcaCrsRepresentativeUpdate: async ({ authSecret, certification, signature }, ctx) =>
    fatcaCrsRepresentativeUpdate(ctx, { secret: authSecret, answers: certification, signature, ip: ctx.ip }),
  // The uploads (decisions 0079, 0134): multipart, for the customer the dispatcher resolved.
  wFormUpload: async ({ data, files }, ctx) =>
    uploadTaxDocument(
      { db: ctx.db, fileStore: ctx.fileStore, log: ctx.log },
      {
        customerId: ctx.caller.customerId,
        customerType: await actingCustomerType(ctx.db, ctx.auth, ctx.caller.customerId),
        userId: ctx.caller.userId,
        kind: { form: data.formType },
        file: files.document,
      },
    ),
  lossOfNationalityUpload: async ({ files }, ctx) =>
    uploadTaxDocument(
      { db: ctx.db, fileStore: ctx.fileStore, log: ctx.log },
      {
        customerId: ctx.caller.customerId,
        customerType: await actingCustomerType(ctx.db, ctx.auth, ctx.caller.customerId),
        userId: ctx.caller.userId,
        kind: 'lossOfNationality',
        file: files.document,
      },
    ),
} satisfies AreaHandlers<typeof taxCertificationMethods>;
