import type { businessMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { registerBusiness } from './register-business.ts';

/** Main-API handlers of the business area (spec 002 §2–§5). */
export const businessHandlers = {
  businessAccountCreate: async (input, ctx) => registerBusiness(ctx, input),
} satisfies AreaHandlers<typeof businessMethods>;
