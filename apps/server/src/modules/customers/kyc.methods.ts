import type { kycMethods } from '@tessera/contract';
import type { CallContext, SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import type { AdminActor } from './customer-disable.ts';
import {
  changeDocumentLink,
  kycCustomerFile,
  kycReviewQueue,
  kycRestrictionLift,
  kycDocumentReview,
  kycRestrictionSet,
  kycDueDiligenceUpdate,
  kycCustomerVerify,
  type KycAdminDeps,
} from './kyc-admin.ts';
import { dueDiligenceInfo, dueDiligenceInfoUpdate } from './due-diligence.ts';
import { kycSources } from './kyc-sources.ts';
import { customerLimitReason, kycCustomerInfo, kycRequest } from './kyc-customer.ts';

function adminActor(ctx: SignedInContext): AdminActor {
  const { auth } = ctx;
  return { userId: auth.userId, customerId: auth.customerId, requestId: ctx.requestId, ip: ctx.ip };
}

function depsOf(ctx: CallContext): KycAdminDeps {
  return { sources: kycSources, ipLocator: ctx.ipLocator };
}

/** Main-API handlers of the KYC area (spec 002 §4, §6, §7 "Customer and KYC"; decision 0067). */
export const kycHandlers = {
  kycCustomerInfo: async (input, ctx) => kycCustomerInfo(ctx.db, ctx.caller.customerId, { isMobile: input.isMobile }),
  kycRequest: async (input, ctx) => kycRequest(ctx.db, ctx.caller.customerId),
  customerLimitReason: async (input, ctx) => customerLimitReason(ctx.db, ctx.caller.customerId),
  kycReviewQueue: async (input, ctx) => kycReviewQueue(ctx.db, depsOf(ctx), input.pageNumber),
  kycCustomerFile: async (input, ctx) => kycCustomerFile(ctx.db, depsOf(ctx), input.customerId),
  kycDocumentReview: async (input, ctx) => kycDocumentReview(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycCustomerVerify: async (input, ctx) => kycCustomerVerify(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycRestrictionSet: async (input, ctx) => kycRestrictionSet(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycRestrictionLift: async (input, ctx) => kycRestrictionLift(ctx.db, depsOf(ctx), adminActor(ctx), input),
  kycDueDiligenceUpdate: async (input, ctx) => kycDueDiligenceUpdate(ctx.db, depsOf(ctx), adminActor(ctx), input),
  dueDiligenceInfo: async (input, ctx) => dueDiligenceInfo(ctx.db, ctx.caller.customerId),
  dueDiligenceInfoUpdate: async ({ fromCustomerId: _named, ...answers }, ctx) =>
    dueDiligenceInfoUpdate(ctx.db, { customerId: ctx.caller.customerId, userId: ctx.caller.userId }, answers),
  adminDocumentAssign: async (input, ctx) =>
    changeDocumentLink(ctx.db, depsOf(ctx), adminActor(ctx), { ...input, link: true }),
  adminDocumentRemove: async (input, ctx) =>
    changeDocumentLink(ctx.db, depsOf(ctx), adminActor(ctx), { ...input, link: false }),
} satisfies AreaHandlers<typeof kycMethods>;
