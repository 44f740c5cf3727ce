import type { approvalsMethods } from '@tessera/contract';
import { approvalModes, type FieldErrorCode } from '@tessera/contract';
import { setTransactionApproveMode } from '../identity/index.ts';
import { fieldError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { requireReauthPassword } from '../credentials/index.ts';
import {
  approvalStatus,
  approveTransfer,
  declineTransfer,
  resendApprovalCode,
  usableApprovalModes,
} from './approvals.ts';

/** Why a mode is not usable yet: the factor it needs (the same rule as a submit's availableApprovalMethods). */
const missingFactor = {
  [approvalModes.push]: 'device_required',
  [approvalModes.sms]: 'phone_missing',
  [approvalModes.otp]: 'authenticator_required',
} as const satisfies Record<number, FieldErrorCode>;

/** Main-API handlers of transaction approval (spec 001 §4, §7). */
export const approvalsHandlers = {
  approveTransfer: async (input, ctx) =>
    approveTransfer(ctx.db, ctx.caller.customerId, input.trxid, input.approvalCode),
  declineTransfer: async (input, ctx) => declineTransfer(ctx.db, ctx.caller.customerId, input.trxid),
  approvalStatus: async (input, ctx) => approvalStatus(ctx.db, ctx.caller.customerId, input.trxid),
  resendApprovalCode: async (input, ctx) => resendApprovalCode(ctx.db, ctx, ctx.caller.customerId, input.trxid),
  /**
   * Sets the caller's approval mode behind the password (counted like a sign-in, decision 0137). otp
   * needs an enrolled authenticator app, sms a confirmed mobile number (both from the two-step settings).
   */
  setTransactionApproveMode: async (input, ctx) => {
    const auth = ctx.auth;
    await requireReauthPassword(ctx.db, { userId: auth.userId, ip: ctx.ip, userAgent: ctx.userAgent }, input.password);
    const mode = input.transactionApproveMode;
    if (
      (mode === approvalModes.push || mode === approvalModes.sms || mode === approvalModes.otp) &&
      !(await usableApprovalModes(ctx.db, auth.userId)).includes(mode)
    )
      throw fieldError('transactionApproveMode', missingFactor[mode]);
    await setTransactionApproveMode(ctx.db, auth.customerId, input.transactionApproveMode);
    return { transactionApproveMode: input.transactionApproveMode };
  },
  /** The modes the caller could set now: the factors behind them are set up. */
  usableApprovalModes: async (_input, ctx) => ({
    approveTypes: await usableApprovalModes(ctx.db, ctx.caller.userId),
  }),
} satisfies AreaHandlers<typeof approvalsMethods>;
