import type { brandsMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';

/** Main-API handlers of the brands area. */
export const brandsHandlers = {
  brandConfig: async (_input, ctx) => ({ brand: ctx.brand }),
} satisfies AreaHandlers<typeof brandsMethods>;
