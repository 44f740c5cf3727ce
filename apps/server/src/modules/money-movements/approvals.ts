import { approvalModes, approvalModeSendsCode, isApprovalMode, type ApproveType } from '@tessera/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { transferApprovals } from './approvals.schema.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { renderEmail, renderSms, type Messaging } from '../../platform/messages/render.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import type { HeldSubmitHandler, RecurringScheduleHandler } from '../../rpc/module.ts';
import { publish, userTopic } from '../../platform/live.ts';
import { releaseLimit, type LimitConsumption } from '../limits/index.ts';
import { findTransactionApproveMode } from '../identity/index.ts';
import { createPushRequest, hasLinkedDevice } from '../devices/index.ts';
import { holdAsTransactionRequest, voidCustomerTransactionRequests } from './transaction-requests.ts';
import {
  checkUserTotp,
  codeMatches,
  findUserFactors,
  hashCode,
  maskEmail,
  maskPhoneNumber,
  maxCodeAttempts,
  newSmsCode,
} from '../credentials/index.ts';
import {
  createPendingTransfer,
  keepPendingTransfer,
  pendingTransferKind,
  postPendingTransfer,
  postTransferInTransaction,
  voidPendingTransfer,
  type PostTransferInput,
} from '../ledger/index.ts';

/** A submit waits this long for its approval before it is voided. */
const approvalTtlSeconds = 10 * 60;
/** Most approval codes sent for one submit (the first and two resends). */
const maxCodeSends = 3;

/** Who submits: the customer whose money moves, and the signed-in user who must approve. */
export interface Submitter {
  customerId: number;
  userId: number;
  /**
   * Where the submit comes from (address, place, browser and system: `requestOrigin`), shown on the
   * linked device when the transfer waits for a push approval (decision 0037); asked for only then, so
   * a submit without push approval parses no User-Agent.
   */
  origin?: () => Record<string, unknown>;
}

/**
 * The result of {@link submitTransfer} (spec 001 §3 "Submit result"): posted now, or held until
 * approved. `operationId` is the id the approval calls take as `trxid`; it equals `transactionId`.
 * `availableApprovalMethods` lists the approval modes the submitter could approve it with (decision 0024).
 */
export type SubmitOutcome = {
  operationId: string;
  transactionId: string;
  availableApprovalMethods: ApproveType[];
  /** Set when the payment became a business transaction request (decision 0105). */
  transactionRequestId?: string;
} & (
  { status: 'completed'; approveType: typeof approvalModes.none } | { status: 'processing'; approveType: ApproveType }
);

/**
 * The approval modes user `userId` can use (spec 001 §4), in wire order: push with a linked device,
 * sms with a mobile number, otp with an authenticator app, approvalCode (e-mail) always. None for
 * an unknown user. `none` is not an approval and is never listed.
 */
export async function usableApprovalModes(db: Executor, userId: number): Promise<ApproveType[]> {
  const factors = await findUserFactors(db, userId);
  if (!factors) return [];
  const usable: ApproveType[] = [];
  if (await hasLinkedDevice(db, userId)) usable.push(approvalModes.push);
  if (factors.phoneNumber) usable.push(approvalModes.sms);
  if (factors.hasAuthenticator) usable.push(approvalModes.otp);
  usable.push(approvalModes.approvalCode);
  return usable;
}

function codePurpose(approvalId: string): string {
  return `approval:${approvalId}`;
}

/** The customer's approval mode (spec 001 §4), none when unknown. */
async function approveModeOf(tx: Executor, customerId: number): Promise<ApproveType> {
  const mode = (await findTransactionApproveMode(tx, customerId)) ?? approvalModes.none;
  return isApprovalMode(mode) ? mode : approvalModes.none;
}

/** The held-submit handlers by transfer kind, given by the composition root from the module manifests. */
let heldSubmitHandlers: Readonly<Record<string, HeldSubmitHandler>> = {};
let recurringSchedules: RecurringScheduleHandler | undefined;

/** Sets the recurring schedules' handler (app.ts, from the manifest that declares one). */
export function setRecurringScheduleHandler(handler: RecurringScheduleHandler | undefined): void {
  recurringSchedules = handler;
}

/** The recurring schedules' handler; a schedule's first payment cannot exist without one. */
export function recurringScheduleHandler(): RecurringScheduleHandler {
  if (!recurringSchedules) throw new Error('no module handles recurring schedules');
  return recurringSchedules;
}

/**
 * Sets the held-submit handlers of every module (app.ts, from each manifest's `heldSubmitHandlers`).
 * A submit held with `holdAfterApproval` whose kind has no handler fails loudly when approved.
 */
export function setHeldSubmitHandlers(handlers: Readonly<Record<string, HeldSubmitHandler>>): void {
  heldSubmitHandlers = handlers;
}

function heldSubmitHandler(kind: string): HeldSubmitHandler {
  const handler = heldSubmitHandlers[kind];
  if (!handler) throw new Error(`no held-submit handler for transfer kind '${kind}'`);
  return handler;
}

/**
 * The approval hook of every money submit (spec 001 §4). With approval mode none the
 * transfer is posted at once. Otherwise it becomes a pending transfer whose debits are held, and a
 * `transfer_approvals` row waits for the customer's code (or push); the returned `transactionId`
 * is the one to approve. Scheduled runs of a pre-approved payment pass `skipApproval`.
 * Later money submits call this instead of posting directly (docs/decisions/0010).
 */
export async function submitTransfer(
  tx: Transaction,
  submitter: Submitter,
  transfer: PostTransferInput,
  options: {
    skipApproval?: boolean;
    recurringTransferId?: string;
    limitUsed?: LimitConsumption | undefined;
    /**
     * Keep the transfer held after approval and hand it to the held-submit handler of its kind
     * instead of posting it (a payout that the rail settles later, decision 0040). With approval
     * mode none the transfer is then created held, without expiry, and the outcome is 'processing'.
     */
    holdAfterApproval?: boolean;
  } = {},
): Promise<SubmitOutcome> {
  // A business payment its maker may only prepare, or one the company's approval policy catches,
  // waits for colleagues instead (decision 0105).
  if (!options.skipApproval) {
    const request = await holdAsTransactionRequest(tx, submitter, transfer, options);
    if (request) return request;
  }
  const mode = options.skipApproval ? approvalModes.none : await approveModeOf(tx, submitter.customerId);
  if (mode === approvalModes.none && options.holdAfterApproval) {
    const pendingTransferId = await createPendingTransfer(tx, transfer);
    return {
      status: 'processing',
      operationId: pendingTransferId,
      transactionId: pendingTransferId,
      approveType: approvalModes.none,
      availableApprovalMethods: [],
    };
  }
  if (mode === approvalModes.none) {
    const transactionId = await postTransferInTransaction(tx, transfer);
    return {
      status: 'completed',
      operationId: transactionId,
      transactionId,
      approveType: approvalModes.none,
      availableApprovalMethods: [],
    };
  }
  const expiresAt = new Date(Date.now() + approvalTtlSeconds * 1000);
  const pendingTransferId = await createPendingTransfer(tx, { ...transfer, expiresAt });
  if (mode === approvalModes.push) {
    const meta = transfer.metadata ?? {};
    await createPushRequest(tx, {
      userId: submitter.userId,
      kind: 'transaction',
      subject: pendingTransferId,
      details: {
        amount: meta.amount ?? null,
        currencyCode: meta.currencyCode ?? null,
        toName: meta.toName ?? meta.beneficiaryName ?? null,
        toEmail: meta.toEmail ?? null,
        description: transfer.description ?? null,
        ...submitter.origin?.(),
      },
    });
  }
  await tx.insert(transferApprovals).values({
    id: pendingTransferId,
    pendingTransferId,
    customerId: submitter.customerId,
    userId: submitter.userId,
    approveType: mode,
    recurringTransferId: options.recurringTransferId ?? null,
    afterApproval: options.holdAfterApproval ? 'hold' : 'post',
    limitUsage: options.limitUsed
      ? { ...options.limitUsed, amountMinor: options.limitUsed.amountMinor.toString() }
      : null,
    expiresAt,
  });
  return {
    status: 'processing',
    operationId: pendingTransferId,
    transactionId: pendingTransferId,
    approveType: mode,
    availableApprovalMethods: await usableApprovalModes(tx, submitter.userId),
  };
}

/** The one answer for an approval that is no longer waiting (completed, declined or expired). */
function noLongerPending(): AppError {
  return new AppError('TA1', 'This operation was already completed, declined or has expired.');
}

/** Finds the caller's pending approval `trxid` or throws the one answer for every other case. */
async function pendingApproval(tx: Executor, customerId: number, trxid: string) {
  const [approval] = await tx
    .select()
    .from(transferApprovals)
    .where(and(eq(transferApprovals.id, trxid), eq(transferApprovals.customerId, customerId)));
  if (!approval) throw fieldError('trxid', 'approval_not_found');
  if (approval.status !== 'pending' || approval.expiresAt.getTime() <= Date.now()) throw noLongerPending();
  return approval;
}

/**
 * Sends the approval code of a pending submit by SMS (mode sms) or e-mail (mode approvalCode), replacing any
 * earlier code. At most {@link maxCodeSends} sends. Called after the submit's transaction commits,
 * and by `resendApprovalCode`.
 * @returns the mode and the masked phone number or e-mail the code went to (spec 001 §3 approvalSentTo).
 */
export async function resendApprovalCode(
  db: Database,
  messaging: Messaging,
  customerId: number,
  trxid: string,
): Promise<{ approveType: ApproveType; approvalSentTo: string }> {
  const approval = await pendingApproval(db, customerId, trxid);
  if (!isApprovalMode(approval.approveType) || !approvalModeSendsCode(approval.approveType))
    throw new AppError('IM', 'This operation is approved without a sent code.');
  const factors = await findUserFactors(db, approval.userId);
  if (!factors) throw new AppError('NF');
  const { code, identifier } = newSmsCode();
  const [claimed] = await db
    .update(transferApprovals)
    .set({
      codeHash: hashCode(code, codePurpose(trxid)),
      codeSentAt: new Date(),
      sends: sql`${transferApprovals.sends} + 1`,
      attempts: 0,
    })
    .where(and(eq(transferApprovals.id, trxid), lt(transferApprovals.sends, maxCodeSends)))
    .returning({ id: transferApprovals.id });
  if (!claimed) throw new AppError('RL', 'No more codes can be sent for this operation.');
  const bySms = approval.approveType === approvalModes.sms;
  if (bySms && !factors.phoneNumber) throw new AppError('IM', 'Add a mobile number to approve by SMS.');
  return deliverApprovalCode(db, messaging, factors, bySms, { code, identifier });
}

/**
 * Sends an approval code to a user: by SMS to their mobile number when `bySms` and they have one,
 * else by e-mail (spec 001 §4 modes sms 2 and approvalCode 4). The code is never logged.
 * @returns the mode used and where the code went, masked.
 */
export async function deliverApprovalCode(
  db: Database,
  messaging: Messaging,
  recipient: { email: string; phoneNumber: string | null },
  bySms: boolean,
  sent: { code: string; identifier: string },
): Promise<{ approveType: ApproveType; approvalSentTo: string }> {
  if (bySms && recipient.phoneNumber) {
    await messaging.sms.send(db, {
      to: recipient.phoneNumber,
      text: renderSms('approvalCodeSms', messaging.language, sent),
    });
    return { approveType: approvalModes.sms, approvalSentTo: maskPhoneNumber(recipient.phoneNumber) };
  }
  await messaging.mailer.send(db, {
    to: recipient.email,
    ...renderEmail('approvalCode', messaging.language, { code: sent.code }),
  });
  return { approveType: approvalModes.approvalCode, approvalSentTo: maskEmail(recipient.email) };
}

/**
 * Sends the first code of a held submit unless one was sent already (an idempotent replay).
 * @returns where it went, or undefined when a code had been sent before.
 */
async function sendApprovalCodeOnce(
  db: Database,
  messaging: Messaging,
  customerId: number,
  trxid: string,
): Promise<{ approveType: ApproveType; approvalSentTo: string } | undefined> {
  const [approval] = await db
    .select({ sends: transferApprovals.sends })
    .from(transferApprovals)
    .where(and(eq(transferApprovals.id, trxid), eq(transferApprovals.customerId, customerId)));
  if (!approval || approval.sends > 0) return undefined;
  return resendApprovalCode(db, messaging, customerId, trxid);
}

/**
 * Approves a pending submit with its code (spec 001 §7 "Approve transfer {trxid, approvalCode}"):
 * the TOTP of the user's authenticator (mode otp) or the code sent (modes sms, approvalCode). Five wrong codes
 * decline it. On success the held transfer is posted, exactly once.
 * @throws AppError 'VF' on approvalCode (invalid_code), 'TA1' when no longer pending.
 */
export async function approveTransfer(
  db: Database,
  customerId: number,
  trxid: string,
  approvalCode: string,
): Promise<{ transactionId: string; status: 'completed' }> {
  const approval = await pendingApproval(db, customerId, trxid);
  if (approval.approveType === approvalModes.push)
    throw new AppError('IM', 'Approve this operation on your linked device.');
  return approveWithCode(db, approval, trxid, approvalCode);
}

async function approveWithCode(
  db: Database,
  approval: typeof transferApprovals.$inferSelect,
  trxid: string,
  approvalCode: string,
): Promise<{ transactionId: string; status: 'completed' }> {
  const [counted] = await db
    .update(transferApprovals)
    .set({ attempts: sql`${transferApprovals.attempts} + 1` })
    .where(
      and(
        eq(transferApprovals.id, trxid),
        eq(transferApprovals.status, 'pending'),
        lt(transferApprovals.attempts, maxCodeAttempts),
      ),
    )
    .returning({ attempts: transferApprovals.attempts });
  if (!counted) throw noLongerPending();
  const valid =
    approval.approveType === approvalModes.otp
      ? await checkUserTotp(db, approval.userId, approvalCode)
      : codeMatches(approvalCode, codePurpose(trxid), approval.codeHash);
  if (!valid) {
    if (counted.attempts >= maxCodeAttempts) {
      await resolve(db, trxid, 'declined');
      throw new AppError('TA1', 'Too many wrong codes: the transfer was declined.');
    }
    throw fieldError(
      'approvalCode',
      'invalid_code',
      `The code is not right. ${maxCodeAttempts - counted.attempts} tries left.`,
    );
  }
  return postApproved(db, approval, trxid);
}

/** Posts an approved submit's held transfer exactly once. */
async function postApproved(
  db: Database,
  approval: typeof transferApprovals.$inferSelect,
  trxid: string,
): Promise<{ transactionId: string; status: 'completed' }> {
  return withTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(transferApprovals)
      .set({ status: 'approved', resolvedAt: new Date() })
      .where(and(eq(transferApprovals.id, trxid), eq(transferApprovals.status, 'pending')))
      .returning({ id: transferApprovals.id });
    if (!claimed) throw noLongerPending();
    if (approval.afterApproval === 'hold') {
      const kind = await keepPendingTransfer(tx, approval.pendingTransferId);
      await heldSubmitHandler(kind).approved(tx, approval.pendingTransferId);
      return { transactionId: trxid, status: 'completed' as const };
    }
    const postedTransferId = await postPendingTransfer(tx, approval.pendingTransferId);
    await tx.update(transferApprovals).set({ postedTransferId }).where(eq(transferApprovals.id, trxid));
    return { transactionId: trxid, status: 'completed' as const };
  });
}

/**
 * Hands a held business payment to its transfer kind's held-submit handler (decision 0105): on
 * 'approved' keeps it held without expiry first (a payout waits for its rail, decision 0040); on
 * 'voided' the caller has voided it already.
 */
export async function runHeldSubmitHandler(
  tx: Transaction,
  pendingTransferId: string,
  outcome: 'approved' | 'voided',
): Promise<void> {
  if (outcome === 'approved') {
    const kind = await keepPendingTransfer(tx, pendingTransferId);
    await heldSubmitHandler(kind).approved(tx, pendingTransferId);
    return;
  }
  const kind = await pendingTransferKind(tx, pendingTransferId);
  if (kind) await heldSubmitHandler(kind).voided(tx, pendingTransferId);
}

/**
 * Declines (or expires) a pending submit exactly once: voids the held transfer, gives back what it
 * counted against the limits, and cancels the recurring schedule whose first run it was.
 */
async function resolve(db: Database, trxid: string, status: 'declined' | 'expired'): Promise<boolean> {
  return withTransaction(db, (tx) => resolveInTransaction(tx, trxid, status));
}

/** {@link resolve} inside the caller's transaction. */
async function resolveInTransaction(tx: Transaction, trxid: string, status: 'declined' | 'expired'): Promise<boolean> {
  const [approval] = await tx
    .update(transferApprovals)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(transferApprovals.id, trxid), eq(transferApprovals.status, 'pending')))
    .returning();
  if (!approval) return false;
  await voidPendingTransfer(tx, approval.pendingTransferId);
  if (approval.afterApproval === 'hold') {
    const kind = await pendingTransferKind(tx, approval.pendingTransferId);
    if (kind) await heldSubmitHandler(kind).voided(tx, approval.pendingTransferId);
  }
  if (approval.limitUsage)
    await releaseLimit(tx, approval.customerId, {
      ...approval.limitUsage,
      amountMinor: BigInt(approval.limitUsage.amountMinor),
    });
  if (approval.recurringTransferId)
    await recurringScheduleHandler().firstPaymentDeclined(
      tx,
      approval.recurringTransferId,
      'The first payment was not approved.',
    );
  return true;
}

/**
 * Voids every held submit of `customerId` still waiting for its approval, inside the caller's
 * transaction (disabling a customer, decision 0016): each is declined like a decline by
 * the customer, its held funds released and its limit usage given back. Expired ones not yet swept
 * by the job are voided too, and so are the customer's business transaction requests (decision 0105).
 * @returns how many it voided.
 */
export async function voidCustomerApprovals(tx: Transaction, customerId: number): Promise<number> {
  const waiting = await tx
    .select({ id: transferApprovals.id })
    .from(transferApprovals)
    .where(and(eq(transferApprovals.customerId, customerId), eq(transferApprovals.status, 'pending')))
    .orderBy(transferApprovals.id);
  let voided = 0;
  for (const { id } of waiting) if (await resolveInTransaction(tx, id, 'declined')) voided += 1;
  // A business's payments waiting for colleagues are held too (decision 0105).
  return voided + (await voidCustomerTransactionRequests(tx, customerId));
}

/**
 * Declines the caller's pending submit `trxid` (spec 001 §4; "Transaction was rejected.").
 * @throws AppError 'TA1' when it is no longer pending.
 */
export async function declineTransfer(
  db: Database,
  customerId: number,
  trxid: string,
): Promise<{ transactionId: string; status: 'rejected' }> {
  await pendingApproval(db, customerId, trxid);
  if (!(await resolve(db, trxid, 'declined'))) throw noLongerPending();
  return { transactionId: trxid, status: 'rejected' };
}

/** Voids every approval past its expiry (the scheduled job; safe to run in several processes). */
export async function expireApprovals(db: Database, limit = 100): Promise<number> {
  const due = await db
    .select({ id: transferApprovals.id })
    .from(transferApprovals)
    .where(and(eq(transferApprovals.status, 'pending'), lt(transferApprovals.expiresAt, new Date())))
    .limit(limit);
  let expired = 0;
  for (const { id } of due) if (await resolve(db, id, 'expired')) expired += 1;
  return expired;
}

/** Where the caller's submit `trxid` stands (expired once past its time). */
export async function approvalStatus(db: Database, customerId: number, trxid: string) {
  const [approval] = await db
    .select()
    .from(transferApprovals)
    .where(and(eq(transferApprovals.id, trxid), eq(transferApprovals.customerId, customerId)));
  if (!approval) throw fieldError('trxid', 'approval_not_found');
  const status =
    approval.status === 'pending' && approval.expiresAt.getTime() <= Date.now() ? 'expired' : approval.status;
  return { status };
}

/**
 * Push approval (mode push): the linked device answered the request for submit `trxid`. Approve posts
 * the held transfer; decline voids it. The customer's open pages hear it on the live channel.
 */
export async function resolveByPush(db: Database, trxid: string, approved: boolean): Promise<void> {
  const [approval] = await db.select().from(transferApprovals).where(eq(transferApprovals.id, trxid));
  if (!approval || approval.status !== 'pending') return;
  const topic = userTopic(approval.userId);
  if (!approved) {
    await resolve(db, trxid, 'declined');
    publish(topic, {
      type: 'transaction',
      transactionId: trxid,
      status: 'rejected',
      message: 'Transaction was rejected.',
    });
    return;
  }
  try {
    await postApproved(db, approval, trxid);
    publish(topic, { type: 'transaction', transactionId: trxid, status: 'completed' });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    publish(topic, { type: 'transaction', transactionId: trxid, status: 'rejected', message: error.message });
  }
}

/**
 * After a submit commits: a held submit in mode sms or approvalCode gets its code sent, once
 * (a replayed idempotent reply whose code was already sent is returned as it is).
 */
export async function withApprovalCode<R extends { status: string; approveType: ApproveType; operationId: string }>(
  ctx: CallContext,
  customerId: number,
  result: R,
): Promise<R & { approvalSentTo?: string }> {
  if (result.status !== 'processing' || !approvalModeSendsCode(result.approveType)) return result;
  const sent = await sendApprovalCodeOnce(ctx.db, ctx, customerId, result.operationId);
  return sent ? { ...result, approvalSentTo: sent.approvalSentTo } : result;
}
