import { defineMethods } from '../method.ts';
import { pushMigrationScheduleMethod } from './devices.schemas.ts';

/** The linked-devices area (spec 000 §3, §5; decisions 0012, 0013): the push migration an administrator schedules. */
export const devicesMethods = defineMethods({
  pushMigrationSchedule: pushMigrationScheduleMethod,
});
