import type { customersMethods } from '@tessera/contract';
import { listAdminActions } from '../admin-audit/index.ts';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { disableCustomer, type AdminActor } from './disable-customer.ts';
import { enableCustomer } from './enable-customer.ts';
import { findCustomerForAdmin } from './find-customer-for-admin.ts';
import { acceptTerms } from './accept-terms.ts';
import { getCustomerInfo } from './get-customer-info.ts';
import { requireAcceptedTerms } from './pending-terms.ts';
import { updateCustomerPermissions } from './update-permissions.ts';

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
    return { customer: await getCustomerInfo(ctx.db, customerId, ctx.caller.userId) };
  },
  termsAccept: async (input, ctx) => acceptTerms(ctx.db, ctx.auth.customerId, input.ids),
  customerFind: async (input, ctx) => ({ customer: await findCustomerForAdmin(ctx.db, input) }),
  customerDisable: async (input, ctx) => disableCustomer(ctx.db, adminActor(ctx), input),
  customerEnable: async (input, ctx) => enableCustomer(ctx.db, adminActor(ctx), input),
  customerPermissionsUpdate: async (input, ctx) => updateCustomerPermissions(ctx.db, adminActor(ctx), input),
  adminAuditLog: async (input, ctx) => listAdminActions(ctx.db, input),
} satisfies AreaHandlers<typeof customersMethods>;
