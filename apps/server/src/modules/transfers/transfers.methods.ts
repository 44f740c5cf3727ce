import { betweenAccountsTransferMethod, p2pTransferMethod } from '@tessera/contract';
import { actingCustomerId } from '../../rpc/context.ts';
import { runMoneyCall } from '../../rpc/money-call.ts';
import type { MethodHandlers } from '../../rpc/registry.ts';
import { createBetweenAccountsTransfer } from './create-between-accounts-transfer.ts';
import { createP2pTransfer } from './create-p2p-transfer.ts';
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

/** Main-API handlers of the transfers area (spec 001 §7 "Transfers"). */
export const transferMethods: MethodHandlers = {
  checkEmail: async (input, ctx) => checkPayeeEmail(ctx.db, actingCustomerId(ctx, undefined), input.email),
  p2pFee: async (input, ctx) =>
    quoteP2p(ctx.db, { customerId: actingCustomerId(ctx, input.fromCustomerId), brandId: ctx.brand.id }, input),
  p2pTransfer: async (input, ctx) => {
    const sender = { customerId: actingCustomerId(ctx, input.fromCustomerId), brandId: ctx.brand.id };
    return runMoneyCall(ctx, p2pTransferMethod.response, (tx) => createP2pTransfer(tx, sender, input));
  },
  p2pBeneficiaryList: async (input, ctx) => ({
    beneficiaries: await listBeneficiaries(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.limit),
  }),
  betweenAccountsFee: async (input, ctx) =>
    quoteBetweenAccounts(
      ctx.db,
      { customerId: actingCustomerId(ctx, input.fromCustomerId), brandId: ctx.brand.id },
      input,
    ),
  betweenAccountsTransfer: async (input, ctx) => {
    const owner = { customerId: actingCustomerId(ctx, input.fromCustomerId), brandId: ctx.brand.id };
    return runMoneyCall(ctx, betweenAccountsTransferMethod.response, async (tx) => {
      if (!input.subscriptionFrequency) return createBetweenAccountsTransfer(tx, owner, input);
      return createRecurringTransfer(tx, owner, { ...input, subscriptionFrequency: input.subscriptionFrequency });
    });
  },
  maxAmount: async (input, ctx) =>
    maxAmount(ctx.db, { customerId: actingCustomerId(ctx, input.fromCustomerId), brandId: ctx.brand.id }, input),
  limits: async (input, ctx) => listLimits(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input),
  preapprovedPaymentList: async (input, ctx) => ({
    payments: await listPreapprovedPayments(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input),
  }),
  preapprovedPaymentCancel: async (input, ctx) =>
    cancelPreapprovedPayment(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.id),
};
