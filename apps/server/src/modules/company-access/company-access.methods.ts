import type { companyAccessMethods } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { findAccessRight } from '../identity/index.ts';
import {
  representativePersonalAdd,
  accessRightsList,
  customerAccessList,
  potentialUserList,
  accessRightsUpdate,
  type AccessActor,
} from './company-access.ts';

function actorOf(ctx: SignedInContext): AccessActor {
  const { auth } = ctx;
  return { userId: auth.userId, isAdmin: auth.isAdmin, requestId: ctx.requestId, ip: ctx.ip };
}

/**
 * Main-API handlers of company access (spec 001 §6–7; decision 0100). The dispatcher has already
 * checked that the caller holds full access on the business they act for (declared `full`).
 */
export const companyAccessHandlers = {
  accessRightsList: async (input, ctx) => ({
    users: await accessRightsList(ctx.db, ctx.caller.customerId, ctx.caller.userId),
  }),
  accessRightsUpdate: async (input, ctx) =>
    accessRightsUpdate(ctx.db, ctx.caller.customerId, actorOf(ctx), {
      userId: input.userId,
      level: input.accessRight,
    }),
  potentialUserList: async (input, ctx) => ({
    users: await potentialUserList(ctx.db, ctx.caller.customerId, input.email),
  }),
  representativePersonalAdd: async (input, ctx) => ({
    user: await representativePersonalAdd(ctx.db, ctx.caller.customerId, actorOf(ctx), {
      email: input.email,
      level: input.accessRight,
    }),
  }),
  customerAccessList: async (_input, ctx) => {
    const auth = ctx.auth;
    const ownAccessRight = auth.ownAccessRight ?? (await findAccessRight(ctx.db, auth.userId, auth.customerId));
    return {
      accesses: await customerAccessList(ctx.db, {
        userId: auth.userId,
        customerId: auth.customerId,
        ownAccessRight,
      }),
    };
  },
} satisfies AreaHandlers<typeof companyAccessMethods>;
