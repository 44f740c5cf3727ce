import type { devicesMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { pushMigrationSchedule } from './push-migration.ts';

/** Main-API handlers of the linked-devices area: the push migration an administrator schedules (decision 0013). */
export const devicesHandlers = {
  pushMigrationSchedule: async (input, ctx) => pushMigrationSchedule(ctx.db, input),
} satisfies AreaHandlers<typeof devicesMethods>;
