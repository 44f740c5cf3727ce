import type { securityMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { loginHistory } from '../credentials/index.ts';
import {
  ipWhitelistAdd,
  changePasswordConfirm,
  ipWhitelistDelete,
  notificationSettingsGet,
  ipWhitelistList,
  notificationSettingsSet,
  ipWhitelistMode,
  changePassword,
  newDeviceApprovalGet,
  newDeviceApprovalSet,
} from './security-settings.ts';

/**
 * Main-API handlers of the security settings (spec 001 §7): login history, IP whitelist, password
 * change, notification settings, new-device approval.
 */
export const securityHandlers = {
  /** The caller's own sign-in attempts only (never another user's), newest first. */
  loginHistory: async (input, ctx) => ({
    ...(await loginHistory(ctx.db, ctx.ipLocator, { ...ctx.auth, language: ctx.language }, input)),
    pageSize: input.pageSize,
  }),
  ipWhitelistList: async (_input, ctx) => ipWhitelistList(ctx.db, ctx.caller.userId, ctx.ip),
  ipWhitelistAdd: async (input, ctx) => ipWhitelistAdd(ctx.db, ctx.caller.userId, input),
  ipWhitelistDelete: async (input, ctx) => ipWhitelistDelete(ctx.db, ctx.caller.userId, input.id, ctx.ip),
  ipWhitelistMode: async (input, ctx) => ipWhitelistMode(ctx.db, ctx.caller.userId, input.enable, ctx.ip),
  changePassword: async (input, ctx) =>
    changePassword(ctx.db, ctx, { userId: ctx.caller.userId, ip: ctx.ip, userAgent: ctx.userAgent }, input),
  changePasswordConfirm: async (input, ctx) => {
    const auth = ctx.auth;
    return changePasswordConfirm(ctx.db, auth.userId, auth.sessionId, input.requestKey, input.code);
  },
  notificationSettingsGet: async (_input, ctx) => notificationSettingsGet(ctx.db, ctx.caller.userId),
  notificationSettingsSet: async (input, ctx) =>
    notificationSettingsSet(ctx.db, ctx.caller.userId, input.identified, input.value),
  newDeviceApprovalGet: async (_input, ctx) => newDeviceApprovalGet(ctx.db, ctx.caller.userId),
  newDeviceApprovalSet: async (input, ctx) =>
    newDeviceApprovalSet(ctx.db, { userId: ctx.auth.userId, ip: ctx.ip, userAgent: ctx.userAgent }, input),
} satisfies AreaHandlers<typeof securityMethods>;
