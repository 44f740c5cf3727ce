import {
  approvalModes,
  formatMinor,
  p2pTransferMethod,
  type MethodParsedRequest,
  type MethodResponse,
} from '@tessera/contract';
import type { Executor, Transaction } from '../../db/client.ts';
import { replayStoredOutcome } from '../../platform/idempotency.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import { moneyCallOnce, runMoneyCall } from '../../rpc/money-call.ts';
import { submitTransfer, type Submitter } from '../money-movements/index.ts';
import { preparePosting, SystemAccountMissingError, type PostTransferInput } from '../ledger/index.ts';
import { consumeLimit, limitDays } from '../limits/index.ts';
import { entriesOf, planP2p, quoteOf, type P2pPlan } from './plan-transfer.ts';
import { submitInBatch } from './submit-batch.ts';

type Input = MethodParsedRequest<typeof p2pTransferMethod>;
type Reply = MethodResponse<typeof p2pTransferMethod>;
/** The sending customer, the approving user and where the submit comes from (approvals' `Submitter`). */
type Sender = Submitter & { brandId: string };

/** The ledger transfer of a p2p plan: its entries, description and history metadata. */
async function p2pPosting(
  db: Executor,
  sender: Sender,
  input: Input,
  plan: P2pPlan,
  options: { createMissing?: boolean } = {},
): Promise<PostTransferInput> {
  const senderContact = plan.senderContact;
  return {
    kind: 'p2p',
    description: `Transfer to ${plan.recipient.name}`,
    entries: await entriesOf(db, plan, options),
    metadata: {
      note: input.note,
      fromCustomerId: sender.customerId,
      fromEmail: senderContact?.email,
      fromName: senderContact?.name,
      toCustomerId: plan.recipient.customerId,
      toEmail: plan.recipient.email,
      toName: plan.recipient.name,
      amount: formatMinor(plan.amountMinor, plan.from.currencyCode),
      currencyCode: plan.from.currencyCode,
      ...quoteOf(plan),
    },
  };
}

/**
 * `p2pTransfer` (spec 001 §3, §7): sends `amount` from the sender's account to the customer with
 * `toEmail`, converting when the recipient's account is in another currency, charging the p2p fee,
 * within the sender's limits, in the caller's transaction `tx`.
 * Through the approval hook: posted at once with approval mode none, else held until approved.
 * @returns the transaction id and the quote actually applied.
 */
async function createP2pTransfer(tx: Transaction, sender: Sender, input: Input): Promise<Reply> {
  const plan = await planP2p(tx, sender, input);
  const limitUsed = await consumeLimit(tx, sender.customerId, 'p2p', plan.from.currencyCode, plan.amountMinor);
  const outcome = await submitTransfer(tx, sender, await p2pPosting(tx, sender, input, plan), { limitUsed });
  return { ...outcome, ...quoteOf(plan) };
}

/**
 * The p2p submit with an `Idempotency-Key`, through the batch path when it can (decision 0030): priced
 * from reads outside any transaction, then posted together with the other submits of the moment in
 * one database call, where the key, the approval mode, the limits, the floors and closed accounts
 * are checked again under the row locks. Whenever the batch path cannot answer (no key, a business
 * submit, a refusal while pricing, an approval mode other than none, a failed batch call) it runs
 * {@link createP2pTransfer} on the ordinary path, exactly once under the key like every money call.
 */
export async function p2pTransfer(ctx: CallContext, sender: Sender, input: Input): Promise<Reply> {
  const ordinary = () => runMoneyCall(ctx, p2pTransferMethod.response, (tx) => createP2pTransfer(tx, sender, input));
  const once = moneyCallOnce(ctx);
  // A business payment may become a transaction request (decision 0105), which only the ordinary
  // path's approval hook makes: business customers and users acting for another customer take it.
  const isBusinessSubmit = ctx.auth?.customerType === 'business' || ctx.auth?.customerId !== sender.customerId;
  if (!once || isBusinessSubmit) return ordinary();
  let plan: P2pPlan;
  let posting: PostTransferInput;
  try {
    plan = await planP2p(ctx.db, sender, input);
    posting = await p2pPosting(ctx.db, sender, input, plan, { createMissing: false });
  } catch (error) {
    // A refusal is answered by the ordinary path, which claims the key first: a repeat of an
    // earlier success replays it, and a new refusal is stored under the key. A system-account
    // shard not created yet is created there, inside the transfer's transaction.
    if (error instanceof AppError || error instanceof SystemAccountMissingError) return ordinary();
    throw error;
  }
  const prepared = preparePosting(posting);
  const reply: Reply = {
    status: 'completed',
    operationId: prepared.id,
    transactionId: prepared.id,
    approveType: approvalModes.none,
    availableApprovalMethods: [],
    ...quoteOf(plan),
  };
  const outcome = await submitInBatch(ctx.db, {
    once,
    customerId: sender.customerId,
    limit: { operation: 'p2p', currencyCode: plan.from.currencyCode, amountMinor: plan.amountMinor, ...limitDays() },
    posting: prepared,
    reply,
  });
  if (outcome.kind === 'posted') return reply;
  if (outcome.kind === 'replay') return replayStoredOutcome(outcome.stored, p2pTransferMethod.response);
  return ordinary();
}
