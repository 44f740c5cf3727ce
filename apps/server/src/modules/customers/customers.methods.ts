import type { customersMethods } from '@tessera/contract';
import { adminAuditLog } from '../admin-audit/index.ts';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { customerDisable, type AdminActor } from './customer-disable.ts';
import { customerEnable } from './customer-enable.ts';
import { customerFind } from './customer-find.ts';
import { termsAccept } from './terms-accept.ts';
import { customerInfo } from './customer-info.ts';
import { requireAcceptedTerms } from './pending-terms.ts';
import { customerPermissionsUpdate } from './customer-permissions-update.ts';

/** The calling administrator (the dispatcher has already refused non-administrators). */
function adminActor(ctx: SignedInContext): AdminActor {
  const { auth } = ctx;
  return { userId: auth.userId, customerId: auth.customerId, requestId: ctx.requestId, ip: ctx.ip };
}

/** Main-API handlers of the customers area, and its administration (decision 0016). */
export const customersHandlers = {
  customerInfo: async (input, ctx) => {
    const customerId = ctx.caller.customerId;
    // Terms bind the customer who signed in; an administrator looking at another customer is not asked.
    if (customerId === ctx.auth.customerId) await requireAcceptedTerms(ctx.db, customerId);
    return { customer: await customerInfo(ctx.db, customerId, ctx.caller.userId) };
  },
  termsAccept: async (input, ctx) => termsAccept(ctx.db, ctx.auth.customerId, input.ids),
  customerFind: async (input, ctx) => ({ customer: await customerFind(ctx.db, input) }),
  customerDisable: async (input, ctx) => customerDisable(ctx.db, adminActor(ctx), input),
  customerEnable: async (input, ctx) => customerEnable(ctx.db, adminActor(ctx), input),
  customerPermissionsUpdate: async (input, ctx) => customerPermissionsUpdate(ctx.db, adminActor(ctx), input),
  adminAuditLog: async (input, ctx) => adminAuditLog(ctx.db, input),
} satisfies AreaHandlers<typeof customersMethods>;
