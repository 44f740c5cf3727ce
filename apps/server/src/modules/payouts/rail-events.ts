import type { FastifyBaseLogger } from 'fastify';
import { formatMinor, type PayoutKind } from '@tessera/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { publishEvent } from '../../platform/events.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { publish, userTopic } from '../../platform/live.ts';
import { RailWebhookError, type PayoutRail, type RailEvent } from '../../platform/payout-rail.ts';
import type { WebhookHeaders } from '../../platform/standard-webhooks.ts';
import { afterCommit, withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { HeldSubmitHandler } from '../../rpc/module.ts';
import {
  postPendingTransfer,
  postTransferInTransaction,
  systemAccountCodes,
  systemAccountId,
  voidPendingTransfer,
} from '../ledger/index.ts';
import { releaseLimit } from '../limits/index.ts';
import { receiveIncomingPayment } from './deposits.ts';
import { payoutDispatchJob } from './payouts.jobs.ts';
import { payoutFailed } from './payout-events.ts';
import { payoutRailEvents, payouts } from './payouts.schema.ts';

type Payout = typeof payouts.$inferSelect;
type Outcome = 'applied' | 'ignored' | 'deferred';

/** Tells the submitting user's open screens that a payout completed (spec 001 §8 live message). */
function announceCompleted(tx: Transaction, payout: Payout): void {
  afterCommit(tx, () =>
    publish(userTopic(payout.userId), { type: 'transaction', transactionId: payout.id, status: 'completed' }),
  );
}

/**
 * Fails a payout that was `fromStatus` (decision 0040): voids its hold (the amount and fee come back
 * to the available balance), gives back what it counted against the limits, records the reason,
 * and publishes `payout.failed` in the same transaction (decision 0131).
 */
export async function failPayout(
  tx: Transaction,
  payout: Payout,
  code: string,
  fromStatus: 'submitted' | 'sent',
): Promise<boolean> {
  const [failed] = await tx
    .update(payouts)
    .set({ status: 'failed', reasonCode: code, updatedAt: new Date() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, fromStatus)))
    .returning();
  if (!failed) return false;
  await voidPendingTransfer(tx, payout.id);
  if (payout.limitUsage)
    await releaseLimit(tx, payout.customerId, {
      ...payout.limitUsage,
      amountMinor: BigInt(payout.limitUsage.amountMinor),
    });
  // The submitter's live message is a subscription to the event (on-payout-failed.ts, decision 0131).
  await publishEvent(tx, payoutFailed, payout.id, {
    payoutId: payout.id,
    customerId: payout.customerId,
    userId: payout.userId,
    code,
  });
  return true;
}

/** Posts a settled payout's held transfer: the principal reaches the rail's clearing account, the fee fee income. */
async function settlePayout(tx: Transaction, payout: Payout): Promise<boolean> {
  const [settled] = await tx
    .update(payouts)
    .set({ status: 'settled', updatedAt: new Date() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'sent')))
    .returning();
  if (!settled) return false;
  const postedTransferId = await postPendingTransfer(tx, payout.id);
  await tx.update(payouts).set({ postedTransferId }).where(eq(payouts.id, payout.id));
  announceCompleted(tx, payout);
  return true;
}

/**
 * Returns a settled payout (decision 0040): a new reversing transfer from the rail's clearing account
 * back to the customer's account names the original and the rail's return code. The fee is not
 * given back: the payout was delivered and then returned by the beneficiary's bank.
 */
async function returnPayout(tx: Transaction, payout: Payout, code: string): Promise<boolean> {
  const [returned] = await tx
    .update(payouts)
    .set({ status: 'returned', reasonCode: code, updatedAt: new Date() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'settled')))
    .returning();
  if (!returned || !payout.postedTransferId) return false;
  const clearing = await systemAccountId(tx, systemAccountCodes.railClearing, payout.currencyCode);
  const returnTransferId = await postTransferInTransaction(tx, {
    kind: 'payoutReturn',
    description: `Returned payout to ${payout.beneficiaryName}`,
    entries: [
      { accountId: clearing, amountMinor: -payout.amountMinor },
      { accountId: payout.fromAccountId, amountMinor: payout.amountMinor },
    ],
    metadata: {
      originalTransactionId: payout.postedTransferId,
      returnCode: code,
      payoutKind: payout.kind as PayoutKind,
      toCustomerId: payout.customerId,
      amount: formatMinor(payout.amountMinor, payout.currencyCode),
      currencyCode: payout.currencyCode,
      beneficiaryName: payout.beneficiaryName,
    },
  });
  await tx.update(payouts).set({ returnTransferId }).where(eq(payouts.id, payout.id));
  return true;
}

/** Applies one event to the payout its rail reference names, under the payout's row lock. */
async function applyEvent(tx: Transaction, event: Pick<RailEvent, 'type' | 'code'>, payout: Payout): Promise<Outcome> {
  switch (event.type) {
    case 'payout.settled':
      if (!(await settlePayout(tx, payout))) return 'ignored';
      await applyDeferredEvents(tx, { ...payout, status: 'settled' });
      return 'applied';
    case 'payout.failed':
      return (await failPayout(tx, payout, event.code ?? 'failed', 'sent')) ? 'applied' : 'ignored';
    case 'payout.returned':
      // `payout` is the row read under its lock (receiveRailEvent, applyDeferredEvents).
      if (payout.status === 'sent') return 'deferred';
      return (await returnPayout(tx, payout, event.code ?? 'returned')) ? 'applied' : 'ignored';
    case 'payment.received':
      return 'ignored';
  }
}

/**
 * Applies the events kept `deferred` for a payout's rail reference, oldest first: those that came
 * before the payout was recorded as sent, or a return that came before its settlement.
 */
export async function applyDeferredEvents(tx: Transaction, payout: Payout): Promise<void> {
  if (!payout.railReference) return;
  const deferred = await tx
    .select()
    .from(payoutRailEvents)
    .where(and(eq(payoutRailEvents.railReference, payout.railReference), eq(payoutRailEvents.outcome, 'deferred')))
    .orderBy(asc(payoutRailEvents.occurredAt));
  for (const event of deferred) {
    const [current] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
    if (!current) return;
    const outcome = await applyEvent(
      tx,
      { type: event.type as RailEvent['type'], code: event.code ?? undefined },
      current,
    );
    if (outcome !== 'deferred')
      await tx.update(payoutRailEvents).set({ outcome }).where(eq(payoutRailEvents.id, event.id));
  }
}

/**
 * `railWebhook`, `POST /api/webhooks/rails/{rail}` (decision 0040): an event of the rail named
 * `request.rail`, trusted only with a valid Standard Webhooks signature over the exact `rawBody`
 * (nothing stored otherwise), then received exactly once ({@link receiveRailEvent}; a replay answers
 * 'duplicate').
 * @throws AppError 'NF' for a rail Tessera does not use; 'AU' for a bad signature, timestamp or body
 *   (logged as a warning with the reason).
 */
export async function railWebhook(
  deps: { db: Database; rail: PayoutRail; log: FastifyBaseLogger },
  request: { rail: string; headers: WebhookHeaders; rawBody: string },
): Promise<{ received: true; outcome: Outcome | 'duplicate' }> {
  if (request.rail !== deps.rail.name) throw new AppError('NF', 'Unknown rail.');
  let event;
  try {
    event = deps.rail.parseWebhook(request.headers, request.rawBody);
  } catch (error) {
    if (error instanceof RailWebhookError) {
      deps.log.warn({ rail: request.rail, reason: error.message }, 'rail webhook refused');
      throw new AppError('AU', 'The webhook signature is not valid.');
    }
    throw error;
  }
  return { received: true, outcome: await receiveRailEvent(deps.db, deps.rail.name, event) };
}

/**
 * Receives a verified rail event exactly once (decision 0040): its id is recorded first, so a replay
 * answers 'duplicate' and changes nothing; then, under the payout's row lock, it is applied if the
 * payout's state allows it ('applied'), kept for later when it came early ('deferred': a return before
 * the settlement, or any event before the payout was recorded as sent), or ignored when it is stale
 * ('ignored': a settlement after a failure, a failure after a settlement). All in one transaction.
 */
async function receiveRailEvent(db: Database, rail: string, event: RailEvent): Promise<Outcome | 'duplicate'> {
  return withTransaction(db, async (tx) => {
    const [recorded] = await tx
      .insert(payoutRailEvents)
      .values({
        id: `${rail}:${event.id}`,
        rail,
        type: event.type,
        railReference: event.railReference,
        code: event.code ?? null,
        outcome: 'deferred',
        occurredAt: event.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ id: payoutRailEvents.id });
    if (!recorded) return 'duplicate';
    if (event.type === 'payment.received') {
      const outcome = event.payment
        ? await receiveIncomingPayment(tx, rail, { ...event, payment: event.payment })
        : 'ignored';
      await tx.update(payoutRailEvents).set({ outcome }).where(eq(payoutRailEvents.id, recorded.id));
      return outcome;
    }
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.railReference, event.railReference))
      .for('update');
    const outcome = payout ? await applyEvent(tx, event, payout) : 'deferred';
    await tx.update(payoutRailEvents).set({ outcome }).where(eq(payoutRailEvents.id, recorded.id));
    return outcome;
  });
}

/**
 * What approving or declining a payout held for approval does (approvals' `holdAfterApproval`):
 * approved, it is queued for its rail with the funds still held; voided (declined or expired), it is
 * cancelled (approvals has voided the hold and given back the limits).
 */
export const payoutHeldSubmitHandler: HeldSubmitHandler = {
  async approved(tx, pendingTransferId) {
    const [queued] = await tx
      .update(payouts)
      .set({ status: 'submitted', updatedAt: new Date() })
      .where(and(eq(payouts.id, pendingTransferId), eq(payouts.status, 'awaitingApproval')))
      .returning({ id: payouts.id });
    if (queued) await enqueueJob(tx, payoutDispatchJob, { payoutId: queued.id }, { dedupeKey: queued.id });
  },
  async voided(tx, pendingTransferId) {
    await tx
      .update(payouts)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payouts.id, pendingTransferId), eq(payouts.status, 'awaitingApproval')));
  },
};
