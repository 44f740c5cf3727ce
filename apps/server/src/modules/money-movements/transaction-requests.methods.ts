import type { businessApprovalMethods } from '@tessera/contract';
import { defaultApprovalRule, formatMinor, parseMinor } from '@tessera/contract';
import type { CallContext, SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { findPolicyRules, setPolicyRules } from './approval-policy.ts';
import { listTransactionRequests } from './list-transaction-requests.ts';
import {
  batchRequestIds,
  confirmApproval,
  declineRequests,
  listApprovers,
  startApproval,
  withdrawRequests,
  type Approver,
} from './transaction-requests.ts';

/** The caller as an approver of the business the call acts for. */
function approverOf(ctx: SignedInContext): Approver {
  const auth = ctx.auth;
  return { userId: auth.userId, customerId: ctx.caller.customerId, isAdmin: auth.isAdmin };
}

/** Approves (code first) or declines (at once) `ids` for the caller. */
async function approveOrDecline(
  ctx: CallContext,
  approver: Approver,
  ids: string[],
  declined: boolean,
  reason: string | undefined,
) {
  if (declined) {
    await declineRequests(ctx.db, approver, ids, reason);
    return { transactionIds: ids, declined: true };
  }
  return { transactionIds: ids, declined: false, ...(await startApproval(ctx.db, ctx, approver, ids)) };
}

/** The sum of `items` per currency, as decimal strings. */
function totalsOf(items: readonly { amount?: string | undefined; currencyCode?: string | undefined }[]) {
  const sums = new Map<string, bigint>();
  for (const item of items)
    if (item.amount !== undefined && item.currencyCode !== undefined)
      sums.set(item.currencyCode, (sums.get(item.currencyCode) ?? 0n) + parseMinor(item.amount, item.currencyCode));
  return [...sums].map(([currencyCode, minor]) => ({ amount: formatMinor(minor, currencyCode), currencyCode }));
}

/** Main-API handlers of business approval (spec 001 §4, §6, §7; decision 0105). */
export const businessApprovalHandlers = {
  transactionRequestList: async (input, ctx) =>
    listTransactionRequests(ctx.db, ctx.caller.customerId, ctx.caller.userId, input),
  // Only requests made by a mass send carry a batch; no mass send exists yet (decision 0105), so the
  // mass list is empty until one does. It groups the filtered page of such requests by batch.
  transactionRequestMassList: async (input, ctx) => {
    const { requests } = await listTransactionRequests(ctx.db, ctx.caller.customerId, ctx.caller.userId, {
      ...input,
      groupedTransactionType: 'mass',
    });
    const batches = new Map<string, typeof requests>();
    for (const request of requests)
      if (request.batchId) batches.set(request.batchId, [...(batches.get(request.batchId) ?? []), request]);
    return {
      total: batches.size,
      batches: [...batches].map(([batchId, items]) => ({
        batchId,
        count: items.length,
        createdBy: items[0]?.createdBy ?? '',
        created: items[0]?.created ?? '',
        totals: totalsOf(items),
      })),
    };
  },
  transactionRequestApprove: async (input, ctx) =>
    approveOrDecline(ctx, approverOf(ctx), input.transactionIds, input.declined, input.reason),
  transactionRequestMassApprove: async (input, ctx) => {
    const approver = approverOf(ctx);
    const ids = await batchRequestIds(ctx.db, approver.customerId, input.batchId);
    return approveOrDecline(ctx, approver, ids, input.declined, input.reason);
  },
  transactionRequestConfirm: async (input, ctx) => confirmApproval(ctx.db, approverOf(ctx), input),
  transactionRequestWithdraw: async (input, ctx) => ({
    transactionIds: await withdrawRequests(
      ctx.db,
      { userId: ctx.caller.userId, customerId: ctx.caller.customerId },
      input.transactionIds,
      input.reason,
    ),
  }),
  approvalPolicyGet: async (input, ctx) => {
    const customerId = ctx.caller.customerId;
    return {
      rules: await findPolicyRules(ctx.db, customerId),
      defaultRule: defaultApprovalRule,
      approvers: (await listApprovers(ctx.db, customerId)).map((user) => ({ userId: user.userId, email: user.email })),
    };
  },
  approvalPolicySet: async (input, ctx) => ({
    rules: await setPolicyRules(ctx.db, ctx.caller.customerId, ctx.caller.userId, input.rules),
  }),
} satisfies AreaHandlers<typeof businessApprovalMethods>;
