import { and, count, desc, eq, gte, lt, ne } from 'drizzle-orm';
import { loginEvents } from './auth.schema.ts';
import { findUserById, updateUser, updateUserByEmail } from '../customers/index.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { checkUserPassword } from './index.ts';
import { requireAuth } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import type { devicesMethods, securityMethods } from '@tessera/contract';
import {
  addWhitelistEntry,
  confirmPasswordChange,
  deleteWhitelistEntry,
  getNotificationSettings,
  listWhitelist,
  setNotificationSetting,
  setWhitelistMode,
  startPasswordChange,
} from './security-settings.ts';

/**
 * Main-API handlers of the security settings (spec 001 §7): login history, IP whitelist, password
 * change, notification settings, new-device approval.
 */
export const securityHandlers = {
  /** The caller's own sign-in attempts only (never another user's), newest first. */
  loginHistory: async (input, ctx) => {
    const auth = requireAuth(ctx);
    const where = and(
      eq(loginEvents.userId, auth.userId),
      ne(loginEvents.result, 'pending'),
      input.fromDate ? gte(loginEvents.createdAt, new Date(`${input.fromDate}T00:00:00Z`)) : undefined,
      input.toDate
        ? lt(loginEvents.createdAt, new Date(Date.parse(`${input.toDate}T00:00:00Z`) + 86_400_000))
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(loginEvents)
        .where(where)
        .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
        .limit(input.pageSize)
        .offset((input.pageNumber - 1) * input.pageSize),
      ctx.db.select({ value: count() }).from(loginEvents).where(where),
    ]);
    return {
      events: rows.map((row) => ({
        id: row.id,
        date: row.createdAt.toISOString(),
        ip: row.ip,
        ...(row.userAgent ? { device: row.userAgent } : {}),
        result: row.result === 'pending' ? 'wrongPassword' : row.result,
        isAlert: row.isAlert,
      })),
      total: total?.value ?? 0,
      pageSize: input.pageSize,
    };
  },
  ipWhitelistList: async (_input, ctx) => listWhitelist(ctx.db, requireAuth(ctx).userId, ctx.ip),
  ipWhitelistAdd: async (input, ctx) => addWhitelistEntry(ctx.db, requireAuth(ctx).userId, input),
  ipWhitelistDelete: async (input, ctx) => deleteWhitelistEntry(ctx.db, requireAuth(ctx).userId, input.id, ctx.ip),
  ipWhitelistMode: async (input, ctx) => setWhitelistMode(ctx.db, requireAuth(ctx).userId, input.enable, ctx.ip),
  changePassword: async (input, ctx) => startPasswordChange(ctx.db, ctx, requireAuth(ctx).userId, input),
  changePasswordConfirm: async (input, ctx) => {
    const auth = requireAuth(ctx);
    return confirmPasswordChange(ctx.db, auth.userId, auth.sessionId, input.requestKey, input.code);
  },
  notificationSettingsGet: async (_input, ctx) => getNotificationSettings(ctx.db, requireAuth(ctx).userId),
  notificationSettingsSet: async (input, ctx) =>
    setNotificationSetting(ctx.db, requireAuth(ctx).userId, input.identified, input.value),
  newDeviceApprovalGet: async (_input, ctx) => {
    const user = await findUserById(ctx.db, requireAuth(ctx).userId);
    return { enabled: user?.verifyNewDevices ?? false };
  },
  newDeviceApprovalSet: async (input, ctx) => {
    const auth = requireAuth(ctx);
    if (!(await checkUserPassword(ctx.db, auth.userId, input.password)))
      throw fieldError('password', 'wrong_password', 'The password is not right.');
    await updateUser(ctx.db, auth.userId, { verifyNewDevices: input.enable });
    return { enabled: input.enable };
  },

} satisfies AreaHandlers<typeof securityMethods>;

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
