import { requestOrigin } from '../../platform/user-agent.ts';
import type { transfersMethods } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import { withApprovalCode } from '../money-movements/index.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { betweenAccountsTransfer } from './between-accounts-transfer.ts';
import { p2pTransfer } from './p2p-transfer.ts';
import { preapprovedPaymentCancel, preapprovedPaymentList } from './preapproved-payments.ts';
import { checkEmail, p2pBeneficiaryList, limits, maxAmount, betweenAccountsFee, p2pFee } from './transfer-queries.ts';

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
  checkEmail: async (input, ctx) => checkEmail(ctx.db, ctx.caller.customerId, input.email),
  p2pFee: async (input, ctx) => {
    return p2pFee(ctx.db, { customerId: ctx.caller.customerId, brandId: ctx.brand.id }, input);
  },
  p2pTransfer: async (input, ctx) => {
    const sender = submitterOf(ctx);
    return withApprovalCode(ctx, sender.customerId, await p2pTransfer(ctx, sender, input));
  },
  p2pBeneficiaryList: async (input, ctx) => ({
    beneficiaries: await p2pBeneficiaryList(ctx.db, ctx.caller.customerId, input.limit),
  }),
  betweenAccountsFee: async (input, ctx) => {
    return betweenAccountsFee(ctx.db, { customerId: ctx.caller.customerId, brandId: ctx.brand.id }, input);
  },
  betweenAccountsTransfer: async (input, ctx) => {
    const owner = submitterOf(ctx);
    return withApprovalCode(ctx, owner.customerId, await betweenAccountsTransfer(ctx, owner, input));
  },
  maxAmount: async (input, ctx) =>
    maxAmount(ctx.db, { customerId: ctx.caller.customerId, brandId: ctx.brand.id }, input),
  limits: async (input, ctx) => limits(ctx.db, ctx.caller.customerId, input),
  preapprovedPaymentList: async (input, ctx) => ({
    payments: await preapprovedPaymentList(ctx.db, ctx.caller.customerId, input),
  }),
  preapprovedPaymentCancel: async (input, ctx) => preapprovedPaymentCancel(ctx.db, ctx.caller.customerId, input.id),
} satisfies AreaHandlers<typeof transfersMethods>;
