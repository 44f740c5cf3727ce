import type { taxCertificationMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { actingCustomerType } from '../identity/index.ts';
import { requestCertificationByAdmin } from './request-certification.ts';
import { getAdminCertificationState, getCertificationState } from './certification-state.ts';
import { updateCertification } from './update-certification.ts';
import { uploadTaxDocument } from './upload-tax-document.ts';
import {
  inviteRepresentative,
  listRepresentativeInvitations,
  loadRepresentativeCertification,
  signRepresentativeCertification,
} from './representative-certification.ts';

/** Main-API handlers of the tax-certification area (decisions 0065, 0078). */
export const taxCertificationHandlers = {
  fatcaCrsGet: async (_input, ctx) => getCertificationState(ctx.db, ctx.caller.customerId),
  fatcaCrsUpdate: async ({ certification, signature }, ctx) => {
    const customerId = ctx.caller.customerId;
    const state = await getCertificationState(ctx.db, customerId);
    return updateCertification(
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
    requestCertificationByAdmin(ctx.db, {
      adminUserId: ctx.caller.userId,
      customerId,
      reason,
      requestId: ctx.requestId,
      ip: ctx.ip,
    }),
  fatcaCrsStatus: async ({ customerId }, ctx) => getAdminCertificationState(ctx.db, customerId),
  fatcaCrsRepresentativeList: async (_input, ctx) => listRepresentativeInvitations(ctx.db, ctx.caller.customerId),
  fatcaCrsRepresentativeInvite: async ({ personName, email }, ctx) =>
    inviteRepresentative(ctx, {
      businessCustomerId: ctx.caller.customerId,
      userId: ctx.caller.userId,
      personName,
      email,
    }),
  // The two public methods take the secret from the body only; it opens this one certification.
  fatcaCrsRepresentativeGet: async ({ authSecret }, ctx) => loadRepresentativeCertification(ctx.db, authSecret),
  fatcaCrsRepresentativeUpdate: async ({ authSecret, certification, signature }, ctx) =>
    signRepresentativeCertification(ctx, { secret: authSecret, answers: certification, signature, ip: ctx.ip }),
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
