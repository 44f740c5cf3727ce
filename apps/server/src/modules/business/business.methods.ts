import type { businessMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { businessAccountCreate } from './business-account-create.ts';

/** Main-API handlers of the business area (spec 002 §2–§5). */
export const businessHandlers = {
  businessAccountCreate: async (input, ctx) => businessAccountCreate(ctx, input),
} satisfies AreaHandlers<typeof businessMethods>;
