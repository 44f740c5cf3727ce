import { requestOrigin } from '../../platform/user-agent.ts';
import type { transfersMethods } from '@tessera/contract';
import { betweenAccountsTransferMethod } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import { withApprovalCode } from '../money-movements/index.ts';
import { runMoneyCall } from '../../rpc/money-call.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { betweenAccountsReplyFields, createBetweenAccountsTransfer } from './create-between-accounts-transfer.ts';
import { submitP2pTransfer } from './create-p2p-transfer.ts';
import { cancelPreapprovedPayment, listPreapprovedPayments } from './preapproved-payments.ts';
import { createRecurringTransfer } from './recurring-transfers.ts';
import {
  checkPayeeEmail,
  listBeneficiaries,
  listLimits,
  maxAmount,
  quoteBetweenAccounts,
  quoteP2p,
} from './transfer-queries.ts';

/** The customer whose money moves, the signed-in user who approves it, and where the submit comes from. */
function submitterOf(ctx: SignedInContext) {
  return {
    customerId: ctx.caller.customerId,
    brandId: ctx.brand.id,
    userId: ctx.caller.userId,
    origin: () => requestOrigin(ctx.ipLocator, ctx.ip, ctx.userAgent, ctx.language),
  };
}

/**
 * Main-API handlers of the transfers area (spec 001 §7 "Transfers"). The money methods' standing and
 * permission (`sendMoneyUser`, `withdrawOwnBetweenAccounts`) are declared in the contract and checked
 * by the dispatcher before these run (decision 0132).
 */
export const transfersHandlers = {
  checkEmail: async (input, ctx) => checkPayeeEmail(ctx.db, ctx.caller.customerId, input.email),
  p2pFee: async (input, ctx) => {
    return quoteP2p(ctx.db, { customerId: ctx.caller.customerId, brandId: ctx.brand.id }, input);
  },
  p2pTransfer: async (input, ctx) => {
    const sender = submitterOf(ctx);
    return withApprovalCode(ctx, sender.customerId, await submitP2pTransfer(ctx, sender, input));
  },
  p2pBeneficiaryList: async (input, ctx) => ({
    beneficiaries: await listBeneficiaries(ctx.db, ctx.caller.customerId, input.limit),
  }),
  betweenAccountsFee: async (input, ctx) => {
    return quoteBetweenAccounts(ctx.db, { customerId: ctx.caller.customerId, brandId: ctx.brand.id }, input);
  },
  betweenAccountsTransfer: async (input, ctx) => {
    const owner = submitterOf(ctx);
    const result = await runMoneyCall(ctx, betweenAccountsTransferMethod.response, async (tx) => {
      const submitted = input.subscriptionFrequency
        ? await createRecurringTransfer(tx, owner, { ...input, subscriptionFrequency: input.subscriptionFrequency })
        : await createBetweenAccountsTransfer(tx, owner, input);
      // Inside the stored reply, so an idempotent repeat answers the same link.
      return { ...submitted, ...betweenAccountsReplyFields(ctx.origin, input.fromAccount, submitted.operationId) };
    });
    return withApprovalCode(ctx, owner.customerId, result);
  },
  maxAmount: async (input, ctx) =>
    maxAmount(ctx.db, { customerId: ctx.caller.customerId, brandId: ctx.brand.id }, input),
  limits: async (input, ctx) => listLimits(ctx.db, ctx.caller.customerId, input),
  preapprovedPaymentList: async (input, ctx) => ({
    payments: await listPreapprovedPayments(ctx.db, ctx.caller.customerId, input),
  }),
  preapprovedPaymentCancel: async (input, ctx) => cancelPreapprovedPayment(ctx.db, ctx.caller.customerId, input.id),
} satisfies AreaHandlers<typeof transfersMethods>;
