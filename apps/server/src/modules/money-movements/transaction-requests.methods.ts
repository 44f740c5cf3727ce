import type { businessApprovalMethods } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { approvalPolicyGet, approvalPolicySet } from './approval-policy.ts';
import { transactionRequestList, transactionRequestMassList } from './transaction-request-list.ts';
import {
  transactionRequestApprove,
  transactionRequestConfirm,
  transactionRequestMassApprove,
  transactionRequestWithdraw,
  type Approver,
} from './transaction-requests.ts';

/** The caller as an approver of the business the call acts for. */
function approverOf(ctx: SignedInContext): Approver {
  const auth = ctx.auth;
  return { userId: auth.userId, customerId: ctx.caller.customerId, isAdmin: auth.isAdmin };
}

/** Main-API handlers of business approval (spec 001 §4, §6, §7; decision 0105). */
export const businessApprovalHandlers = {
  transactionRequestList: async (input, ctx) =>
    transactionRequestList(ctx.db, ctx.caller.customerId, ctx.caller.userId, input),
  transactionRequestMassList: async (input, ctx) =>
    transactionRequestMassList(ctx.db, ctx.caller.customerId, ctx.caller.userId, input),
  transactionRequestApprove: async (input, ctx) =>
    transactionRequestApprove(ctx.db, ctx, approverOf(ctx), input.transactionIds, input.declined, input.reason),
  transactionRequestMassApprove: async (input, ctx) =>
    transactionRequestMassApprove(ctx.db, ctx, approverOf(ctx), input.batchId, input.declined, input.reason),
  transactionRequestConfirm: async (input, ctx) => transactionRequestConfirm(ctx.db, approverOf(ctx), input),
  transactionRequestWithdraw: async (input, ctx) => ({
    transactionIds: await transactionRequestWithdraw(
      ctx.db,
      { userId: ctx.caller.userId, customerId: ctx.caller.customerId },
      input.transactionIds,
      input.reason,
    ),
  }),
  approvalPolicyGet: async (input, ctx) => approvalPolicyGet(ctx.db, ctx.caller.customerId),
  approvalPolicySet: async (input, ctx) => ({
    rules: await approvalPolicySet(ctx.db, ctx.caller.customerId, ctx.caller.userId, input.rules),
  }),
} satisfies AreaHandlers<typeof businessApprovalMethods>;
