import { actingCustomerId } from '../../rpc/context.ts';
import type { MethodHandlers } from '../../rpc/registry.ts';
import { getCustomerInfo } from './get-customer-info.ts';

/** Main-API handlers of the customers area. */
export const customerMethods: MethodHandlers = {
  customerInfo: async (input, ctx) => ({
    customer: await getCustomerInfo(ctx.db, actingCustomerId(ctx, input.fromCustomerId)),
  }),
};
