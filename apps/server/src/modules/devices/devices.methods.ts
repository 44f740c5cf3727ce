import type { devicesMethods } from '@tessera/contract';
import { fieldError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { updateUserByEmail } from '../identity/index.ts';

/** Main-API handlers of the linked-devices area: the push migration an administrator schedules (decision 0013). */
export const devicesHandlers = {
  pushMigrationSchedule: async (input, ctx) => {
    const userId = await updateUserByEmail(ctx.db, input.login, {
      pushMigrationDeadline: input.deadline ? new Date(`${input.deadline}T00:00:00Z`) : null,
    });
    if (userId === undefined) throw fieldError('login', 'user_not_found', 'No user signs in with this e-mail.');
    return { userId, deadline: input.deadline ?? null };
  },
} satisfies AreaHandlers<typeof devicesMethods>;
