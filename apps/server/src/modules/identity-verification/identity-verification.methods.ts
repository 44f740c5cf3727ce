import type { identityVerificationMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { identityVerificationList } from './list-runs.ts';

/** Main-API handlers of the identity-verification area (decision 0071). */
export const identityVerificationHandlers = {
  identityVerificationList: async (_input, ctx) => ({
    runs: await identityVerificationList(ctx.db, ctx.caller.customerId),
  }),
} satisfies AreaHandlers<typeof identityVerificationMethods>;
