import type { MethodHandlers } from '../../rpc/registry.ts';

/** Main-API handlers of the brands area. */
export const brandMethods: MethodHandlers = {
  brandConfig: async (_input, ctx) => ({ brand: ctx.brand }),
};
