import type { securityMethods } from '@tessera/contract';
import { fieldError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { checkUserPassword, listLoginEvents } from '../credentials/index.ts';
import { findUserById, updateUser } from '../identity/index.ts';
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
  loginHistory: async (input, ctx) => ({
    ...(await listLoginEvents(ctx.db, ctx.ipLocator, { ...ctx.auth, language: ctx.language }, input)),
    pageSize: input.pageSize,
  }),
  ipWhitelistList: async (_input, ctx) => listWhitelist(ctx.db, ctx.caller.userId, ctx.ip),
  ipWhitelistAdd: async (input, ctx) => addWhitelistEntry(ctx.db, ctx.caller.userId, input),
  ipWhitelistDelete: async (input, ctx) => deleteWhitelistEntry(ctx.db, ctx.caller.userId, input.id, ctx.ip),
  ipWhitelistMode: async (input, ctx) => setWhitelistMode(ctx.db, ctx.caller.userId, input.enable, ctx.ip),
  changePassword: async (input, ctx) => startPasswordChange(ctx.db, ctx, ctx.caller.userId, input),
  changePasswordConfirm: async (input, ctx) => {
    const auth = ctx.auth;
    return confirmPasswordChange(ctx.db, auth.userId, auth.sessionId, input.requestKey, input.code);
  },
  notificationSettingsGet: async (_input, ctx) => getNotificationSettings(ctx.db, ctx.caller.userId),
  notificationSettingsSet: async (input, ctx) =>
    setNotificationSetting(ctx.db, ctx.caller.userId, input.identified, input.value),
  newDeviceApprovalGet: async (_input, ctx) => {
    const user = await findUserById(ctx.db, ctx.caller.userId);
    return { enabled: user?.verifyNewDevices ?? false };
  },
  newDeviceApprovalSet: async (input, ctx) => {
    const auth = ctx.auth;
    if (!(await checkUserPassword(ctx.db, auth.userId, input.password)))
      throw fieldError('password', 'wrong_password', 'The password is not right.');
    await updateUser(ctx.db, auth.userId, { verifyNewDevices: input.enable });
    return { enabled: input.enable };
  },
} satisfies AreaHandlers<typeof securityMethods>;
