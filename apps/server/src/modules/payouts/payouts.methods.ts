import { requestOrigin } from '../../platform/user-agent.ts';
import { payoutPermissionOf, type payoutsMethods, type PayoutKind } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { withApprovalCode } from '../money-movements/index.ts';
import { permissionSetOf } from '../identity/index.ts';
import {
  availableTransfers,
  bankList,
  branchCodeOptions,
  customerLimits,
  extraParams,
  instantBankList,
  instantKeyInfo,
} from './payout-catalog.ts';
import {
  unmatchedDepositAssign,
  depositInstructions,
  depositSimulate,
  unmatchedDepositList,
  unmatchedDepositReturn,
} from './deposits.ts';
import { recentTransfers, paymentTemplateList, recentTransferDetails } from './saved-recipients.ts';
import { quotePayout, submitPayout, type PayoutRequest } from './submit-payout.ts';

function ownerOf(ctx: SignedInContext) {
  return { customerId: ctx.caller.customerId, brandId: ctx.brand.id };
}

/** A payout's fee preview; the dispatcher has checked the rail's declared permission (decision 0132). */
function fee(kind: PayoutKind) {
  return async (input: PayoutRequest & { fromCustomerId?: number | undefined }, ctx: SignedInContext) =>
    quotePayout(ctx.db, ownerOf(ctx), kind, input);
}

/** A payout submit; the dispatcher has checked the rail's declared permission (decision 0132). */
function submit(kind: PayoutKind) {
  return async (input: PayoutRequest & { fromCustomerId?: number | undefined }, ctx: SignedInContext) => {
    const submitter = {
      ...ownerOf(ctx),
      userId: ctx.caller.userId,
      origin: () => requestOrigin(ctx.ipLocator, ctx.ip, ctx.userAgent, ctx.language),
    };
    return withApprovalCode(ctx, submitter.customerId, await submitPayout(ctx, ctx.payoutRail, submitter, kind, input));
  };
}

/** Main-API handlers of the payouts area (spec 001 §5, §7; decision 0040). */
export const payoutsHandlers = {
  wireTransferFee: fee('wire'),
  wireTransfer: submit('wire'),
  eftTransferFee: fee('eft'),
  eftTransfer: submit('eft'),
  octTransferFee: fee('oct'),
  octTransfer: submit('oct'),
  cryptoEftTransferFee: fee('cryptoEft'),
  cryptoEftTransfer: submit('cryptoEft'),
  instantTransferFee: fee('instant'),
  instantTransfer: submit('instant'),
  interacTransferFee: fee('interac'),
  interacTransfer: submit('interac'),
  availableTransfers: async (input, ctx) => {
    // Only the kinds the customer's permission set grants (spec 001 §3, decision 0066).
    const permissions = await permissionSetOf(ctx.db, ctx.caller.customerId);
    const offered = availableTransfers(input.countryCode);
    return {
      ...offered,
      transfers: offered.transfers.filter((option) => permissions?.[payoutPermissionOf(option.transferType)]),
    };
  },
  extraParams: async (input) => extraParams(input.transferType, input.countryCode),
  bankList: async (input) => bankList(input.countryCode),
  branchCodeOptions: async (input) => branchCodeOptions(input.countryCode, input.bankCode),
  instantKeyInfo: async (input, ctx) => instantKeyInfo(ctx.db, ctx.payoutRail, input),
  instantBankList: async (input) => instantBankList(input.countryCode),
  customerLimits: async (input, ctx) => customerLimits(ctx.db, ctx.caller.customerId, input),
  paymentTemplateList: async (input, ctx) => ({
    templates: await paymentTemplateList(ctx.db, ctx.caller.customerId, input.transferType),
  }),
  recentTransfers: async (input, ctx) => recentTransfers(ctx.db, ctx.caller.customerId, input),
  recentTransferDetails: async (input, ctx) =>
    recentTransferDetails(ctx.db, ctx.caller.customerId, input.transactionId),
  depositInstructions: async (input, ctx) => depositInstructions(ctx.db, ctx.caller.customerId, input.accountId),
  depositSimulate: async (input, ctx) => depositSimulate(ctx.db, ctx.payoutRail, input),
  unmatchedDepositList: async (_input, ctx) => unmatchedDepositList(ctx.db),
  unmatchedDepositAssign: async (input, ctx) =>
    unmatchedDepositAssign(ctx.db, ctx.caller.userId, input.id, input.accountId),
  unmatchedDepositReturn: async (input, ctx) => unmatchedDepositReturn(ctx.db, ctx.caller.userId, input.id),
} satisfies AreaHandlers<typeof payoutsMethods>;
