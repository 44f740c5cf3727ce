import type { approvalsMethods } from '@tessera/contract';
import { approvalModes } from '@tessera/contract';
import { setTransactionApproveMode } from '../customers/index.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { actingCustomerId, requireAuth } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { checkUserPassword, findUserFactors, hasLinkedDevice } from '../auth/index.ts';
import { approvalStatus, approveTransfer, declineTransfer, sendApprovalCode } from './approvals.ts';

/** Main-API handlers of transaction approval (spec 001 §4, §7). */
export const approvalsHandlers = {
  approveTransfer: async (input, ctx) =>
    approveTransfer(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.trxid, input.approvalCode),
  declineTransfer: async (input, ctx) =>
    declineTransfer(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.trxid),
  approvalStatus: async (input, ctx) =>
    approvalStatus(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.trxid),
  resendApprovalCode: async (input, ctx) =>
    sendApprovalCode(ctx.db, ctx, actingCustomerId(ctx, input.fromCustomerId), input.trxid),
  /**
   * Sets the caller's approval mode behind the password. otp needs an enrolled authenticator app,
   * sms a confirmed mobile number (both from the two-step settings).
   */
  setTransactionApproveMode: async (input, ctx) => {
    const auth = requireAuth(ctx);
    if (!(await checkUserPassword(ctx.db, auth.userId, input.password))) throw fieldError('password', 'wrong_password');
    const factors = await findUserFactors(ctx.db, auth.userId);
    if (input.transactionApproveMode === approvalModes.otp && !factors?.hasAuthenticator)
      throw fieldError('transactionApproveMode', 'authenticator_required');
    if (input.transactionApproveMode === approvalModes.push && !(await hasLinkedDevice(ctx.db, auth.userId)))
      throw fieldError('transactionApproveMode', 'device_required');
    if (input.transactionApproveMode === approvalModes.sms && !factors?.phoneNumber)
      throw fieldError('transactionApproveMode', 'phone_missing');
    await setTransactionApproveMode(ctx.db, auth.customerId, input.transactionApproveMode);
    return { transactionApproveMode: input.transactionApproveMode };
  },
} satisfies AreaHandlers<typeof approvalsMethods>;
