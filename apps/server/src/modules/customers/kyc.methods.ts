import { missingKycCategoryOf, type kycMethods } from '@tessera/contract';
import type { CallContext, SignedInContext } from '../../rpc/context.ts';
import { fieldError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { setCustomerStanding } from '../identity/index.ts';
import type { AdminActor } from './disable-customer.ts';
import {
  changeDocumentLink,
  kycCustomerFile,
  kycReviewQueue,
  liftRestriction,
  reviewDocument,
  setRestriction,
  updateDueDiligence,
  verifyCustomer,
  type KycAdminDeps,
} from './kyc-admin.ts';
import { dueDiligenceInfoOf, updateDueDiligenceInfo } from './due-diligence.ts';
import { kycSources } from './kyc-sources.ts';
import { kycFactsOf, kycInfoOf } from './kyc-state.ts';

function adminActor(ctx: SignedInContext): AdminActor {
  const { auth } = ctx;
  return { userId: auth.userId, customerId: auth.customerId, requestId: ctx.requestId, ip: ctx.ip };
}

function depsOf(ctx: CallContext): KycAdminDeps {
  return { sources: kycSources, ipLocator: ctx.ipLocator };
}

/** Main-API handlers of the KYC area (spec 002 §4, §6, §7 "Customer and KYC"; decision 0067). */
export const kycHandlers = {
  kycCustomerInfo: async (input, ctx) =>
    kycInfoOf(ctx.db, kycSources, ctx.caller.customerId, { isMobile: input.isMobile }),
  kycRequest: async (input, ctx) => {
    const customerId = ctx.caller.customerId;
    const customer = await kycFactsOf(ctx.db, customerId);
    const before = await kycInfoOf(ctx.db, kycSources, customer);
    // A person gives identity and address; a business also its registration and control documents (decision 0094).
    const missing = missingKycCategoryOf({ ...before, customerType: customer.customerType });
    if (missing !== undefined)
      throw fieldError('categoryId', 'document_required', `Upload a document of category ${missing} first.`);
    await setCustomerStanding(ctx.db, customerId, { kycReviewRequestedAt: new Date() });
    return kycInfoOf(ctx.db, kycSources, customerId);
  },
  customerLimitReason: async (input, ctx) => {
    const info = await kycInfoOf(ctx.db, kycSources, ctx.caller.customerId);
    return info.restriction ? { restriction: info.restriction } : {};
  },
  kycReviewQueue: async (input, ctx) => kycReviewQueue(ctx.db, depsOf(ctx), input.pageNumber),
  kycCustomerFile: async (input, ctx) => kycCustomerFile(ctx.db, depsOf(ctx), input.customerId),
  kycDocumentReview: async (input, ctx) => reviewDocument(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycCustomerVerify: async (input, ctx) => verifyCustomer(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycRestrictionSet: async (input, ctx) => setRestriction(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycRestrictionLift: async (input, ctx) => liftRestriction(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycDueDiligenceUpdate: async (input, ctx) => updateDueDiligence(ctx.db, depsOf(ctx), adminActor(ctx), input),
  dueDiligenceInfo: async (input, ctx) => dueDiligenceInfoOf(ctx.db, ctx.caller.customerId),
  dueDiligenceInfoUpdate: async ({ fromCustomerId: _named, ...answers }, ctx) =>
    updateDueDiligenceInfo(ctx.db, { customerId: ctx.caller.customerId, userId: ctx.caller.userId }, answers),
  adminDocumentAssign: async (input, ctx) =>
    changeDocumentLink(ctx.db, depsOf(ctx), adminActor(ctx), { ...input, link: true }),
  adminDocumentRemove: async (input, ctx) =>
    changeDocumentLink(ctx.db, depsOf(ctx), adminActor(ctx), { ...input, link: false }),
} satisfies AreaHandlers<typeof kycMethods>;
