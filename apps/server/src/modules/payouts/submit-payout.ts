import {
  approvalModes,
  formatMinor,
  type PayoutFieldName,
  type PayoutKind,
  type PayoutQuote,
  type PayoutResult,
  payoutResultSchema,
} from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import type { CardToken, PayoutRail } from '../../platform/payout-rail.ts';
import type { CallContext } from '../../rpc/context.ts';
import { runMoneyCall } from '../../rpc/money-call.ts';
import { submitTransfer, type Submitter } from '../money-movements/index.ts';
import { consumeLimit } from '../limits/index.ts';
import { payoutDispatchJob } from './payouts.jobs.ts';
import { payouts } from './payouts.schema.ts';
import { isSavedPayee, saveOrHoldTemplate } from './saved-recipients.ts';
import {
  checkPayoutCard,
  payoutEntries,
  payoutQuoteOf,
  planPayout,
  type PayoutInput,
  type PayoutPlan,
} from './plan-payout.ts';

/** Who submits: the customer whose money leaves, the brand, and the signed-in user who approves. */
export interface PayoutSubmitter extends Submitter {
  brandId: string;
}

/** A payout request as the contract parses it: the common fields plus the kind's recipient fields. */
export type PayoutRequest = Omit<PayoutInput, 'fields'> & {
  templateName?: string | undefined;
} & Partial<Record<PayoutFieldName, string | undefined>>;

const commonFields = new Set([
  'fromAccount',
  'amount',
  'currency',
  'beneficiaryName',
  'beneficiaryCountryCode',
  'reference',
  'note',
  'templateName',
  'fromCustomerId',
]);

/** Splits a parsed request into the common fields and the recipient fields of its kind. */
function payoutInputOf(request: PayoutRequest): PayoutInput {
  const fields: PayoutInput['fields'] = {};
  for (const [name, value] of Object.entries(request))
    if (!commonFields.has(name) && typeof value === 'string') fields[name as PayoutFieldName] = value;
  return {
    fromAccount: request.fromAccount,
    amount: request.amount,
    currency: request.currency,
    beneficiaryName: request.beneficiaryName,
    beneficiaryCountryCode: request.beneficiaryCountryCode,
    reference: request.reference,
    note: request.note,
    fields,
  };
}

/**
 * A payout's fee call (spec 001 §7 "… fee"): the quote, scheme and expected arrival, nothing moved.
 * A card is checked (blacklist, scheme) but not tokenised.
 */
export async function quotePayout(
  db: Executor,
  owner: { customerId: number; brandId: string },
  kind: PayoutKind,
  request: PayoutRequest,
): Promise<PayoutQuote> {
  const input = payoutInputOf(request);
  let card: CardToken | undefined;
  if (kind === 'oct') {
    const cardNumber = input.fields.cardNumber ?? '';
    await checkPayoutCard(db, cardNumber);
    const digits = cardNumber.replace(/\D+/g, '');
    card = { token: 'quote', bin: digits.slice(0, 6), last4: digits.slice(-4) };
  }
  return payoutQuoteOf(await planPayout(db, owner, kind, input, card));
}

/** The ledger transfer of a payout: its entries, its description and its metadata (the masked destination only). */
async function payoutPosting(tx: Executor, submitter: PayoutSubmitter, input: PayoutInput, plan: PayoutPlan) {
  const quote = payoutQuoteOf(plan);
  return {
    kind: 'payout' as const,
    description: `Payout to ${input.beneficiaryName}`,
    entries: await payoutEntries(tx, plan),
    metadata: {
      payoutKind: plan.kind,
      scheme: plan.scheme,
      fromCustomerId: submitter.customerId,
      amount: formatMinor(plan.amountMinor, plan.from.currencyCode),
      currencyCode: plan.from.currencyCode,
      fee: quote.fee,
      feeCurrencyCode: quote.feeCurrencyCode,
      exchangeRate: quote.exchangeRate,
      toAmount: quote.toAmount,
      toCurrencyCode: quote.toCurrencyCode,
      totalDebit: quote.totalDebit,
      beneficiaryName: input.beneficiaryName,
      beneficiaryCountryCode: input.beneficiaryCountryCode,
      destination: plan.destinationMasked,
      // A payee saved (and approved) before is not a new payee for the approval policy (decision 0120).
      isSavedPayee: await isSavedPayee(tx, {
        customerId: submitter.customerId,
        kind: plan.kind,
        beneficiaryCountryCode: input.beneficiaryCountryCode,
        destination: plan.destination,
      }),
      ...(input.reference ? { reference: input.reference } : {}),
      ...(input.note ? { note: input.note } : {}),
    },
  };
}

/**
 * A payout's submit (spec 001 §7; decision 0040), once under its Idempotency-Key: a card is
 * checked and tokenised at the rail's vault first (the number goes no further); then, in one
 * transaction, the payout is priced, counted against the kind's limits for its destination country,
 * and held through the approval hook (available balance drops at once, history shows it
 * processing). With approval mode none it is queued for the rail at once; otherwise it waits for the
 * approval, and the approval hands it to the rail (`heldSubmitHandlers`).
 * @returns the submit result with the quote, scheme and expected arrival.
 * @throws AppError 'VF', 'ISF', 'LIM' or 'CA'; nothing is held then.
 */
export async function submitPayout(
  ctx: CallContext,
  rail: PayoutRail,
  submitter: PayoutSubmitter,
  kind: PayoutKind,
  request: PayoutRequest,
): Promise<PayoutResult> {
  const input = payoutInputOf(request);
  let card: CardToken | undefined;
  if (kind === 'oct') {
    const cardNumber = input.fields.cardNumber ?? '';
    await checkPayoutCard(ctx.db, cardNumber);
    card = await rail.tokenizeCard(ctx.db, cardNumber);
  }
  return runMoneyCall(ctx, payoutResultSchema, async (tx) => {
    const plan = await planPayout(tx, submitter, kind, input, card);
    const limitUsed = await consumeLimit(
      tx,
      submitter.customerId,
      kind,
      plan.from.currencyCode,
      plan.amountMinor,
      new Date(),
      input.beneficiaryCountryCode,
    );
    const outcome = await submitTransfer(tx, submitter, await payoutPosting(tx, submitter, input, plan), {
      limitUsed,
      holdAfterApproval: true,
    });
    // It waits for the customer's own approval, or for the business's approvers when it became a
    // transaction request (decision 0105): either way it is not queued for its rail yet.
    const waitsForApproval = outcome.approveType !== approvalModes.none || 'transactionRequestId' in outcome;
    const row = {
      id: outcome.transactionId,
      customerId: submitter.customerId,
      userId: submitter.userId,
      kind,
      scheme: plan.scheme,
      status: waitsForApproval ? ('awaitingApproval' as const) : ('submitted' as const),
      fromAccountId: plan.from.id,
      amountMinor: plan.amountMinor,
      feeMinor: plan.feeMinor,
      currencyCode: plan.from.currencyCode,
      beneficiaryName: input.beneficiaryName,
      beneficiaryCountryCode: input.beneficiaryCountryCode,
      destination: plan.destination,
      destinationMasked: plan.destinationMasked,
      reference: input.reference ?? null,
      templateName: request.templateName ?? null,
      limitUsage: limitUsed ? { ...limitUsed, amountMinor: limitUsed.amountMinor.toString() } : null,
      expectedArrival: plan.expectedArrival,
    };
    await tx.insert(payouts).values(row);
    if (request.templateName) await saveOrHoldTemplate(tx, submitter, row, request.templateName);
    if (!waitsForApproval)
      await enqueueJob(
        tx,
        payoutDispatchJob,
        { payoutId: outcome.transactionId },
        { dedupeKey: outcome.transactionId },
      );
    return { ...outcome, ...payoutQuoteOf(plan) };
  });
}
