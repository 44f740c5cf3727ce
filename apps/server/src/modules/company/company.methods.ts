import type { companyMethods } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { companyGet, signStatement, updateCompanyForm, type CompanyActor } from './company.ts';
import {
  resolutionSign,
  resolutionSignInApp,
  resolutionGet,
  resolutionSignerGet,
  resolutionSend,
} from './resolutions.ts';

function actorOf(ctx: SignedInContext): CompanyActor {
  return { auth: ctx.auth, requestId: ctx.requestId, ip: ctx.ip };
}

/**
 * Main-API handlers of the company pages (spec 002 §2, §6, §7; decisions 0106–0109). The dispatcher
 * has already checked the caller's right on the company they act for (read or full, as declared).
 */
export const companyHandlers = {
  companyGet: async (input, ctx) => ({
    company: await companyGet(ctx.db, ctx.auth, ctx.caller.customerId),
  }),
  financialUpdate: async (input, ctx) => ({
    company: await updateCompanyForm(ctx.db, actorOf(ctx), ctx.caller.customerId, {
      section: 'financialDetail',
      value: input.financialDetail,
      reason: input.reason,
    }),
  }),
  dueDiligenceUpdate: async (input, ctx) => ({
    company: await updateCompanyForm(ctx.db, actorOf(ctx), ctx.caller.customerId, {
      section: 'dueDiligence',
      value: input.dueDiligence,
      reason: input.reason,
    }),
  }),
  declarationsSign: async (input, ctx) => ({
    company: await signStatement(ctx.db, actorOf(ctx), ctx.caller.customerId, {
      kind: 'declarations',
      confirmed: input.confirmed,
      pepStatus: input.pepStatus,
      pepDetails: input.pepDetails,
      signerName: input.signerName,
    }),
  }),
  prohibitedEscortStatementSign: async (input, ctx) => ({
    company: await signStatement(ctx.db, actorOf(ctx), ctx.caller.customerId, {
      kind: 'prohibitedEscortStatement',
      isConfirmed: input.isConfirmed,
      signerName: input.signerName,
    }),
  }),
  resolutionSend: async (input, ctx) => ({
    resolution: await resolutionSend(ctx, actorOf(ctx), ctx.caller.customerId, input.businessRepresentativeIds),
  }),
  resolutionGet: async (input, ctx) => {
    const customerId = ctx.caller.customerId;
    // A personal customer has no resolutions to read: refused like the company overview.
    const auth = ctx.auth;
    await companyGet(ctx.db, auth, customerId);
    return { resolutions: await resolutionGet(ctx.db, customerId, auth) };
  },
  resolutionSignerGet: async (input, ctx) => ({ resolution: await resolutionSignerGet(ctx.db, input.token) }),
  resolutionSign: async (input, ctx) => ({
    resolution: await resolutionSign(ctx, input.token, input.isDeclined ?? false, input.reason),
  }),
  resolutionSignInApp: async (input, ctx) => {
    const customerId = ctx.caller.customerId;
    const auth = ctx.auth;
    // A personal customer has no resolutions: refused like the company overview.
    await companyGet(ctx.db, auth, customerId);
    return {
      resolution: await resolutionSignInApp(ctx, auth, customerId, input.resolutionId, {
        isDeclined: input.isDeclined ?? false,
        reason: input.reason,
      }),
    };
  },
} satisfies AreaHandlers<typeof companyMethods>;
