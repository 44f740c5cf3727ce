import {
  accessRightLevels,
  approvalModes,
  defaultApprovalRule,
  formatMinor,
  isPaymentRequestType,
  parseMinor,
  transactionRequestTtlDays,
  type ApprovalRule,
  type ApproveType,
  type TransactionRequestType,
} from '@tessera/contract';
import { and, count, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { renderEmail, type Messaging } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { ChangeRequestType, RequestEffect } from '../../rpc/module.ts';
import { deliverApprovalCode, recurringScheduleHandler, runHeldSubmitHandler, type Submitter } from './approvals.ts';
import {
  checkUserTotp,
  codeMatches,
  findUserFactors,
  hashCode,
  maxCodeAttempts,
  newSmsCode,
} from '../credentials/index.ts';
import {
  canApproveRequests,
  findAccessRight,
  findCustomerResidence,
  findUserById,
  listCompanyUsers,
  requireMoneyAction,
} from '../identity/index.ts';
import {
  createPendingTransfer,
  listRecentP2pRecipients,
  postPendingTransfer,
  voidPendingTransfer,
  type PostTransferInput,
} from '../ledger/index.ts';
import { releaseLimit, type LimitConsumption } from '../limits/index.ts';
import { findPolicyRules } from './approval-policy.ts';
import {
  approvalTransactions,
  transactionRequestApprovals,
  transactionRequestEvents,
  transactionRequests,
} from './transaction-requests.schema.ts';

type RequestRow = typeof transactionRequests.$inferSelect;
type EventAction = (typeof transactionRequestEvents.$inferInsert)['action'];

/** An approval code waits this long for the approver (like a transfer approval, decision 0010). */
const approvalCodeTtlSeconds = 10 * 60;
/** Most approvals (each with a code sent) one approver may start within {@link approvalCodeTtlSeconds}. */
const maxApprovalsStartedPerWindow = 10;
/** Recent payees looked at to tell whether a payee is new. */
const knownPayeeWindow = 50;
const dayMs = 24 * 60 * 60 * 1000;

/** What a submit answers when its payment became a transaction request (decision 0105). */
interface TransactionRequestOutcome {
  status: 'processing';
  operationId: string;
  transactionId: string;
  approveType: typeof approvalModes.none;
  availableApprovalMethods: ApproveType[];
  transactionRequestId: string;
}

/** The facts of a payment that the policy's rules look at. */
interface PaymentFacts {
  transactionType: TransactionRequestType;
  amountMinor: bigint;
  currencyCode: string;
  payee: string;
  payeeEmail: string | null;
  countryCode: string | null;
  isNewPayee: boolean;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

async function factsOf(
  tx: Executor,
  customerId: number,
  transfer: PostTransferInput,
  isPayout: boolean,
): Promise<PaymentFacts> {
  const meta = transfer.metadata ?? {};
  const currencyCode = text(meta.currencyCode) ?? 'USD';
  const amountMinor = parseMinor(text(meta.amount) ?? '0', currencyCode);
  if (isPayout)
    return {
      transactionType: 'payout',
      amountMinor,
      currencyCode,
      payee: text(meta.beneficiaryName) ?? text(meta.destination) ?? '',
      payeeEmail: null,
      countryCode: text(meta.beneficiaryCountryCode),
      // The payouts module tells whether the beneficiary is a saved (approved) payee (decision 0120).
      isNewPayee: meta.isSavedPayee !== true,
    };
  if (transfer.kind === 'p2p') {
    const payeeEmail = text(meta.toEmail);
    const toCustomerId = typeof meta.toCustomerId === 'number' ? meta.toCustomerId : undefined;
    const recent = await listRecentP2pRecipients(tx, customerId, knownPayeeWindow);
    return {
      transactionType: 'p2p',
      amountMinor,
      currencyCode,
      payee: text(meta.toName) ?? payeeEmail ?? '',
      payeeEmail,
      countryCode: toCustomerId
        ? ((await findCustomerResidence(tx, toCustomerId))?.residenceCountryCode ?? null)
        : null,
      isNewPayee: !recent.some((recipient) => recipient.email === payeeEmail),
    };
  }
  return {
    transactionType: 'betweenAccounts',
    amountMinor,
    currencyCode,
    payee: 'Own account',
    payeeEmail: null,
    countryCode: null,
    isNewPayee: false,
  };
}

/**
 * True when `rule` guards the request `facts` describe (decisions 0105, 0115): an access-right rule
 * guards only raises of a user's right; a payee request is guarded by the new-payee rules without an
 * amount threshold whose countries (if any) include the payee's; a payment by the other rules when
 * every condition they set holds.
 */
function ruleApplies(rule: ApprovalRule, facts: PaymentFacts): boolean {
  if (facts.transactionType === 'accessRight' || rule.isAccessRightRaise === true)
    return facts.transactionType === 'accessRight' && rule.isAccessRightRaise === true;
  if (facts.transactionType === 'payee') {
    if (!rule.isNewPayeeOnly || (rule.minAmounts && rule.minAmounts.length > 0)) return false;
    if (!rule.countryCodes || rule.countryCodes.length === 0) return true;
    return facts.countryCode !== null && rule.countryCodes.some((code) => code === facts.countryCode);
  }
  if (rule.minAmounts && rule.minAmounts.length > 0) {
    const threshold = rule.minAmounts.find((item) => item.currencyCode === facts.currencyCode);
    if (!threshold || facts.amountMinor < parseMinor(threshold.amount, facts.currencyCode)) return false;
  }
  if (rule.isNewPayeeOnly && !facts.isNewPayee) return false;
  if (rule.countryCodes && rule.countryCodes.length > 0)
    if (!facts.countryCode || !rule.countryCodes.some((code) => code === facts.countryCode)) return false;
  return true;
}

/**
 * The rules a payment must satisfy: those of the company's policy that apply; for a maker who may
 * only initiate (right 3) the default rule when none does; none otherwise (the payment runs at once).
 */
async function rulesFor(
  tx: Executor,
  customerId: number,
  facts: PaymentFacts,
  isInitiateOnly: boolean,
): Promise<ApprovalRule[]> {
  const applying = (await findPolicyRules(tx, customerId)).filter((rule) => ruleApplies(rule, facts));
  if (applying.length > 0) return applying;
  return isInitiateOnly ? [defaultApprovalRule] : [];
}

async function recordEvent(
  tx: Executor,
  requestId: string,
  userId: number | null,
  action: EventAction,
  reason?: string,
): Promise<void> {
  await tx.insert(transactionRequestEvents).values({ requestId, userId, action, reason: reason ?? null });
}

/**
 * The business-approval hook of every money submit (decision 0105), called by the approvals hook
 * inside the submit's transaction `tx`. A payment whose maker holds right 3 (initiate) on the
 * customer, or that a rule of the customer's approval policy applies to, is held (funds reserved at
 * once, for {@link transactionRequestTtlDays} days) as a transaction request and answered
 * 'processing' with its `transactionRequestId`. Anything else returns undefined and goes on as usual.
 * @throws AppError 'ISF' / 'CA' from the hold, like any held submit.
 */
export async function holdAsTransactionRequest(
  tx: Transaction,
  submitter: Submitter,
  transfer: PostTransferInput,
  options: { recurringTransferId?: string; limitUsed?: LimitConsumption | undefined; holdAfterApproval?: boolean },
): Promise<TransactionRequestOutcome | undefined> {
  const level = await findAccessRight(tx, submitter.userId, submitter.customerId);
  const isInitiateOnly = level === accessRightLevels.initiate;
  // Only businesses have policies; a personal customer's own payment needs no further look.
  if (!isInitiateOnly && (await findCustomerResidence(tx, submitter.customerId))?.customerType !== 'business')
    return undefined;
  const facts = await factsOf(tx, submitter.customerId, transfer, options.holdAfterApproval === true);
  const rules = await rulesFor(tx, submitter.customerId, facts, isInitiateOnly);
  if (rules.length === 0) return undefined;
  const expiresAt = new Date(Date.now() + transactionRequestTtlDays * dayMs);
  const id = await createPendingTransfer(tx, { ...transfer, expiresAt });
  await tx.insert(transactionRequests).values({
    id,
    customerId: submitter.customerId,
    makerUserId: submitter.userId,
    transactionType: facts.transactionType,
    amountMinor: facts.amountMinor,
    currencyCode: facts.currencyCode,
    payee: facts.payee,
    payeeEmail: facts.payeeEmail,
    countryCode: facts.countryCode,
    isNewPayee: facts.isNewPayee ? 1 : 0,
    rules,
    afterApproval: options.holdAfterApproval ? 'hold' : 'post',
    recurringTransferId: options.recurringTransferId ?? null,
    limitUsage: options.limitUsed
      ? { ...options.limitUsed, amountMinor: options.limitUsed.amountMinor.toString() }
      : null,
    expiresAt,
  });
  await recordEvent(tx, id, submitter.userId, 'created');
  return {
    status: 'processing',
    operationId: id,
    transactionId: id,
    approveType: approvalModes.none,
    availableApprovalMethods: [],
    transactionRequestId: id,
  };
}

// What approving a request that holds no money does, by its type: the module owning the change
// applies it (payouts saves the payee, company-access sets the right; set by app.ts from manifests).
let requestEffects: Readonly<Partial<Record<ChangeRequestType, RequestEffect>>> = {};

/** Sets the request effects of every module (app.ts, from each manifest's `requestEffects`). */
export function setRequestEffects(effects: Readonly<Partial<Record<ChangeRequestType, RequestEffect>>>): void {
  requestEffects = effects;
}

/** What a guarded change is, for the rules and the list (decision 0115). */
export interface ChangeRequest {
  type: ChangeRequestType;
  /** How the list names it: the payee's name, or the user whose right is raised. */
  label: string;
  /** The payee's country, matched against the rules' countries. */
  countryCode?: string | null;
  /** What the effect applies once approved (no secrets: never a card number). */
  subject: Record<string, unknown>;
  /** The user whose right is raised: like the maker, they never approve it. */
  targetUserId?: number;
}

/**
 * The policy hook of a change the approval policy guards (decision 0115), inside the caller's
 * transaction `tx`: adding a saved payee when a new-payee rule applies, raising a user's access
 * right when an access-right rule exists. The change then waits as a transaction request of its
 * type for the rules' approvers ({@link transactionRequestTtlDays} days) and this answers its id;
 * undefined when no rule guards it (the caller applies the change at once).
 */
export async function holdChangeRequest(
  tx: Transaction,
  maker: { userId: number; customerId: number },
  change: ChangeRequest,
): Promise<string | undefined> {
  if ((await findCustomerResidence(tx, maker.customerId))?.customerType !== 'business') return undefined;
  const facts: PaymentFacts = {
    transactionType: change.type,
    amountMinor: 0n,
    currencyCode: '',
    payee: change.label,
    payeeEmail: null,
    countryCode: change.countryCode ?? null,
    isNewPayee: change.type === 'payee',
  };
  const rules = (await findPolicyRules(tx, maker.customerId)).filter((rule) => ruleApplies(rule, facts));
  if (rules.length === 0) return undefined;
  const id = newId();
  await tx.insert(transactionRequests).values({
    id,
    customerId: maker.customerId,
    makerUserId: maker.userId,
    transactionType: change.type,
    amountMinor: 0n,
    currencyCode: '',
    payee: change.label,
    countryCode: change.countryCode ?? null,
    isNewPayee: change.type === 'payee' ? 1 : 0,
    rules,
    subject: { ...change.subject, ...(change.targetUserId ? { targetUserId: change.targetUserId } : {}) },
    expiresAt: new Date(Date.now() + transactionRequestTtlDays * dayMs),
  });
  await recordEvent(tx, id, maker.userId, 'created');
  return id;
}

/**
 * The change requests of `type` still waiting for business `customerId`'s approvers (decision 0122):
 * pending and not past their expiry, oldest first, with what they hold (`subject`).
 */
export async function listWaitingChangeRequests(db: Executor, customerId: number, type: ChangeRequestType) {
  return db
    .select({
      id: transactionRequests.id,
      subject: transactionRequests.subject,
      createdAt: transactionRequests.createdAt,
    })
    .from(transactionRequests)
    .where(
      and(
        eq(transactionRequests.customerId, customerId),
        eq(transactionRequests.transactionType, type),
        eq(transactionRequests.status, 'pending'),
        gte(transactionRequests.expiresAt, new Date()),
      ),
    )
    .orderBy(transactionRequests.createdAt);
}

/** The user a change request concerns (whose right is raised), who may not approve it either. */
function targetOf(request: RequestRow): number | undefined {
  const target = request.subject?.targetUserId;
  return typeof target === 'number' ? target : undefined;
}

/** A waiting request of `customerId`, or the one 'not found' answer for every other case. */
async function waitingRequest(db: Executor, customerId: number, id: string, field = 'transactionIds') {
  const [row] = await db
    .select()
    .from(transactionRequests)
    .where(and(eq(transactionRequests.id, id), eq(transactionRequests.customerId, customerId)));
  if (!row || row.status !== 'pending' || row.expiresAt.getTime() <= Date.now())
    throw fieldError(field, 'request_not_found');
  return row;
}

/** The caller's standing on a business: null = its own login; else the recorded level; 'admin' for an administrator. */
export interface Approver {
  userId: number;
  customerId: number;
  isAdmin: boolean;
}

/** How `userId` stands on `customerId`: its own login (null), a recorded level, or no tie at all ('none'). */
async function standingOf(db: Executor, userId: number, customerId: number) {
  const level = await findAccessRight(db, userId, customerId);
  if (level !== null) return level;
  const user = await findUserById(db, userId);
  return user?.customerId === customerId ? null : ('none' as const);
}

/** Whether `userId` may count as an approver of `rule` on `customerId` now. */
function countsFor(rule: ApprovalRule, userId: number, canApprove: boolean): boolean {
  if (!canApprove) return false;
  return !rule.approverUserIds || rule.approverUserIds.length === 0 || rule.approverUserIds.includes(userId);
}

/**
 * Checks that `approver` may approve `request`: never its maker (no one approves their own request,
 * not even an administrator), never an administrator (approvals are the business's own people), a
 * user with full access or the business's own login, named by at least one of its rules when they
 * name approvers, and not one who approved it already.
 */
async function assertMayApprove(db: Executor, approver: Approver, request: RequestRow): Promise<void> {
  if (request.makerUserId === approver.userId || targetOf(request) === approver.userId)
    throw fieldError('transactionIds', 'self_approval');
  if (approver.isAdmin) throw fieldError('transactionIds', 'not_an_approver');
  const standing = await standingOf(db, approver.userId, request.customerId);
  const canApprove = standing !== 'none' && canApproveRequests(standing);
  if (!request.rules.some((rule) => countsFor(rule, approver.userId, canApprove)))
    throw fieldError('transactionIds', 'not_an_approver');
  const [already] = await db
    .select({ userId: transactionRequestApprovals.userId })
    .from(transactionRequestApprovals)
    .where(
      and(
        eq(transactionRequestApprovals.requestId, request.id),
        eq(transactionRequestApprovals.userId, approver.userId),
      ),
    );
  if (already) throw fieldError('transactionIds', 'already_approved');
}

/** The mode the approver's code goes by: sms with a mobile number, otp with an authenticator app, else e-mail. */
function approverMode(factors: { phoneNumber: string | null; hasAuthenticator: boolean }): ApproveType {
  if (factors.phoneNumber) return approvalModes.sms;
  if (factors.hasAuthenticator) return approvalModes.otp;
  return approvalModes.approvalCode;
}

function codePurpose(approvalTransactionId: string): string {
  return `business-approval:${approvalTransactionId}`;
}

/**
 * Starts an approval of `ids` by `approver` (spec 001 §7 "approve {transactionIds, declined}"):
 * checks each request, writes an approval transaction and sends the approver's own code (sms,
 * authenticator or e-mail). Nothing is approved until {@link transactionRequestConfirm}.
 * @throws AppError 'VF' on transactionIds: request_not_found, self_approval, not_an_approver, already_approved.
 */
async function startApproval(
  db: Database,
  messaging: Messaging,
  approver: Approver,
  ids: readonly string[],
): Promise<{ approvalTransactionId: string; approveType: ApproveType; approvalSentTo?: string; fromEmail: string }> {
  const unique = [...new Set(ids)];
  for (const id of unique) await assertMayApprove(db, approver, await waitingRequest(db, approver.customerId, id));
  // Every approval sends a code: a limit per approver keeps codes (and SMS costs) from being spammed.
  const [recent] = await db
    .select({ total: count() })
    .from(approvalTransactions)
    .where(
      and(
        eq(approvalTransactions.userId, approver.userId),
        gte(approvalTransactions.createdAt, new Date(Date.now() - approvalCodeTtlSeconds * 1000)),
      ),
    );
  if ((recent?.total ?? 0) >= maxApprovalsStartedPerWindow)
    throw new AppError('RL', 'Too many approval codes asked for. Please wait a few minutes.');
  const factors = await findUserFactors(db, approver.userId);
  if (!factors) throw new AppError('NF');
  const approveType = approverMode(factors);
  const id = newId();
  const sent = approveType === approvalModes.otp ? undefined : newSmsCode();
  await db.insert(approvalTransactions).values({
    id,
    customerId: approver.customerId,
    userId: approver.userId,
    requestIds: unique,
    approveType,
    codeHash: sent ? hashCode(sent.code, codePurpose(id)) : null,
    expiresAt: new Date(Date.now() + approvalCodeTtlSeconds * 1000),
  });
  if (!sent) return { approvalTransactionId: id, approveType, fromEmail: factors.email };
  const delivered = await deliverApprovalCode(db, messaging, factors, approveType === approvalModes.sms, sent);
  return { approvalTransactionId: id, ...delivered, fromEmail: factors.email };
}

/** How many of a request's confirmed approvals count for each of `rules`, approvers' rights read now. */
async function countApprovals(tx: Executor, request: RequestRow, rules: readonly ApprovalRule[]) {
  const approvals = await tx
    .select({ userId: transactionRequestApprovals.userId })
    .from(transactionRequestApprovals)
    .where(eq(transactionRequestApprovals.requestId, request.id));
  const current = new Map<number, boolean>();
  for (const { userId } of approvals) {
    // The maker never counts, even if a right changed since (one person never counts twice either:
    // one row per person).
    if (userId === request.makerUserId || userId === targetOf(request)) continue;
    const standing = await standingOf(tx, userId, request.customerId);
    current.set(userId, standing !== 'none' && canApproveRequests(standing));
  }
  return rules.map((rule) => ({
    name: rule.name,
    approversNeeded: rule.approversNeeded,
    approvals: [...current].filter(([userId, canApprove]) => countsFor(rule, userId, canApprove)).length,
  }));
}

/** The rules that hold the request now: those applying under today's policy, else those it was made with. */
async function currentRules(tx: Executor, request: RequestRow): Promise<ApprovalRule[]> {
  const facts: PaymentFacts = {
    transactionType: request.transactionType,
    amountMinor: request.amountMinor,
    currencyCode: request.currencyCode,
    payee: request.payee,
    payeeEmail: request.payeeEmail,
    countryCode: request.countryCode,
    isNewPayee: request.isNewPayee === 1,
  };
  const applying = (await findPolicyRules(tx, request.customerId)).filter((rule) => ruleApplies(rule, facts));
  return applying.length > 0 ? applying : request.rules;
}

/** The permission a request's payment needs (decision 0066), checked again when it executes. */
const permissionOf = {
  p2p: 'sendMoneyUser',
  betweenAccounts: 'withdrawOwnBetweenAccounts',
  payout: null,
} as const;

/** One request's outcome of a confirmed approval. */
export interface ConfirmResult {
  transactionId: string;
  status: RequestRow['status'];
  isExecuted: boolean;
  responseCode: string;
  responseDescription?: string;
  rules: { name: string; approversNeeded: number; approvals: number }[];
}

/**
 * Records `approver`'s approval of one request and executes it when every rule is satisfied, all in
 * one transaction: the balance (the ledger's floor), the permission set and the rules are checked
 * again under the locks; a refusal leaves nothing changed (no approval, no money moved).
 */
async function approveOne(
  db: Database,
  approver: Approver,
  requestId: string,
  isRefusalThrown: boolean,
): Promise<ConfirmResult> {
  try {
    return await withTransaction(db, async (tx) => {
      const [request] = await tx
        .select()
        .from(transactionRequests)
        .where(and(eq(transactionRequests.id, requestId), eq(transactionRequests.customerId, approver.customerId)))
        .for('update');
      if (!request || request.status !== 'pending' || request.expiresAt.getTime() <= Date.now())
        throw new AppError('TA1', 'This request was already approved, declined or has expired.');
      await assertMayApprove(tx, approver, request);
      await tx.insert(transactionRequestApprovals).values({ requestId, userId: approver.userId });
      await recordEvent(tx, requestId, approver.userId, 'approved');
      const rules = await currentRules(tx, request);
      const counts = await countApprovals(tx, request, rules);
      if (counts.some((rule) => rule.approvals < rule.approversNeeded))
        return { transactionId: requestId, status: 'pending', isExecuted: false, responseCode: '00', rules: counts };
      let postedTransferId: string | null = null;
      if (request.transactionType === 'payee' || request.transactionType === 'accessRight') {
        const effect = requestEffects[request.transactionType];
        if (!effect) throw new Error(`no request effect for '${request.transactionType}'`);
        await effect(tx, {
          id: request.id,
          customerId: request.customerId,
          makerUserId: request.makerUserId,
          subject: request.subject ?? {},
        });
      } else {
        const permission = permissionOf[request.transactionType];
        if (permission) await requireMoneyAction(tx, request.customerId, permission);
        if (request.afterApproval === 'hold') await runHeldSubmitHandler(tx, requestId, 'approved');
        else postedTransferId = await postPendingTransfer(tx, requestId);
      }
      await tx
        .update(transactionRequests)
        .set({ status: 'approved', postedTransferId, resolvedAt: new Date() })
        .where(eq(transactionRequests.id, requestId));
      await recordEvent(tx, requestId, null, 'executed');
      return { transactionId: requestId, status: 'approved', isExecuted: true, responseCode: '00', rules: counts };
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [request] = await db.select().from(transactionRequests).where(eq(transactionRequests.id, requestId));
    if (request && request.customerId === approver.customerId)
      await recordEvent(db, requestId, approver.userId, 'failed', `${error.code}: ${error.message}`);
    if (isRefusalThrown) throw error;
    return {
      transactionId: requestId,
      status: request?.customerId === approver.customerId ? request.status : 'pending',
      isExecuted: false,
      responseCode: error.code,
      responseDescription: error.message,
      rules: [],
    };
  }
}

/**
 * `transactionRequestConfirm {fromEmail, approvalTransactionId, code}` (spec 001 §7 "business
 * transaction request confirm"): checks the approver's code (five tries), then approves each
 * request of the approval transaction; each one with all its approvals executes. With one request,
 * a refusal at execution is the call's answer (nothing moved); with several, each has its outcome.
 * @throws AppError 'VF' (approvalTransactionId approval_not_found, fromEmail email_mismatch, code
 * invalid_code), 'TA1' after five wrong codes, or the execution's refusal ('ISF', 'CA', '13', …).
 */
export async function transactionRequestConfirm(
  db: Database,
  approver: Approver,
  input: { fromEmail: string; approvalTransactionId: string; code: string },
): Promise<{ results: ConfirmResult[] }> {
  const [approval] = await db
    .select()
    .from(approvalTransactions)
    .where(
      and(
        eq(approvalTransactions.id, input.approvalTransactionId),
        eq(approvalTransactions.customerId, approver.customerId),
        eq(approvalTransactions.userId, approver.userId),
      ),
    );
  if (!approval || approval.status !== 'pending' || approval.expiresAt.getTime() <= Date.now())
    throw fieldError('approvalTransactionId', 'approval_not_found');
  const factors = await findUserFactors(db, approver.userId);
  if (!factors || factors.email.toLowerCase() !== input.fromEmail.trim().toLowerCase())
    throw fieldError('fromEmail', 'email_mismatch');
  const [counted] = await db
    .update(approvalTransactions)
    .set({ attempts: sql`${approvalTransactions.attempts} + 1` })
    .where(
      and(
        eq(approvalTransactions.id, approval.id),
        eq(approvalTransactions.status, 'pending'),
        lt(approvalTransactions.attempts, maxCodeAttempts),
      ),
    )
    .returning({ attempts: approvalTransactions.attempts });
  if (!counted) throw fieldError('approvalTransactionId', 'approval_not_found');
  const isValid =
    approval.approveType === approvalModes.otp
      ? await checkUserTotp(db, approver.userId, input.code)
      : codeMatches(input.code, codePurpose(approval.id), approval.codeHash);
  if (!isValid) {
    if (counted.attempts >= maxCodeAttempts) {
      await db.update(approvalTransactions).set({ status: 'failed' }).where(eq(approvalTransactions.id, approval.id));
      throw new AppError('TA1', 'Too many wrong codes: approve the requests again.');
    }
    throw fieldError(
      'code',
      'invalid_code',
      `The code is not right. ${maxCodeAttempts - counted.attempts} tries left.`,
    );
  }
  const [claimed] = await db
    .update(approvalTransactions)
    .set({ status: 'confirmed' })
    .where(and(eq(approvalTransactions.id, approval.id), eq(approvalTransactions.status, 'pending')))
    .returning({ id: approvalTransactions.id });
  if (!claimed) throw fieldError('approvalTransactionId', 'approval_not_found');
  const isSingle = approval.requestIds.length === 1;
  const results: ConfirmResult[] = [];
  for (const requestId of approval.requestIds) results.push(await approveOne(db, approver, requestId, isSingle));
  return { results };
}

/** Voids a request's hold and gives back what it counted, inside `tx`; false when it was no longer pending. */
async function releaseRequest(
  tx: Transaction,
  requestId: string,
  status: 'declined' | 'expired',
  userId: number | null,
  reason?: string,
  action: EventAction = status,
): Promise<RequestRow | undefined> {
  const [request] = await tx
    .update(transactionRequests)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(transactionRequests.id, requestId), eq(transactionRequests.status, 'pending')))
    .returning();
  if (!request) return undefined;
  // A payee or access-right request holds no money: declining it just leaves the change unmade.
  if (!isPaymentRequestType(request.transactionType)) {
    await recordEvent(tx, requestId, userId, action, reason);
    return request;
  }
  await voidPendingTransfer(tx, requestId);
  if (request.afterApproval === 'hold') await runHeldSubmitHandler(tx, requestId, 'voided');
  if (request.limitUsage)
    await releaseLimit(tx, request.customerId, {
      ...request.limitUsage,
      amountMinor: BigInt(request.limitUsage.amountMinor),
    });
  if (request.recurringTransferId)
    await recurringScheduleHandler().firstPaymentDeclined(
      tx,
      request.recurringTransferId,
      'The first payment was not approved.',
    );
  await recordEvent(tx, requestId, userId, action, reason);
  return request;
}

/**
 * Declines requests `ids` of the caller's business at once (spec 001 §7 "approve {transactionIds,
 * declined: true}"), releasing their funds: by anyone who may approve them, or by their maker (who
 * withdraws it). All or nothing.
 * @throws AppError 'VF' on transactionIds: request_not_found, not_an_approver.
 */
async function declineRequests(
  db: Database,
  approver: Approver,
  ids: readonly string[],
  reason: string | undefined,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    for (const id of new Set(ids)) {
      const request = await waitingRequest(tx, approver.customerId, id);
      if (request.makerUserId !== approver.userId) {
        const standing = approver.isAdmin ? 'none' : await standingOf(tx, approver.userId, approver.customerId);
        if (standing === 'none' || !canApproveRequests(standing)) throw fieldError('transactionIds', 'not_an_approver');
      }
      if (!(await releaseRequest(tx, id, 'declined', approver.userId, reason)))
        throw fieldError('transactionIds', 'request_not_found');
    }
  });
}

/**
 * Withdraws the caller's own waiting requests `ids` (decision 0114): each ends declined, its funds
 * and limits released at once, the audit log saying 'withdrawn' by its maker. All or nothing.
 * @throws AppError 'VF' on transactionIds request_not_found; '13' for a request someone else made.
 */
export async function transactionRequestWithdraw(
  db: Database,
  maker: { userId: number; customerId: number },
  ids: readonly string[],
  reason: string | undefined,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  await withTransaction(db, async (tx) => {
    for (const id of unique) {
      const request = await waitingRequest(tx, maker.customerId, id);
      if (request.makerUserId !== maker.userId)
        throw new AppError('13', 'Only the person who made a request may withdraw it.');
      if (!(await releaseRequest(tx, id, 'declined', maker.userId, reason, 'withdrawn')))
        throw fieldError('transactionIds', 'request_not_found');
    }
  });
  return unique;
}

/**
 * Declines every waiting transaction request of `customerId` inside the caller's transaction
 * (disabling a customer, decision 0016): funds and limits released, the audit log says why.
 * @returns how many it declined.
 */
export async function voidCustomerTransactionRequests(tx: Transaction, customerId: number): Promise<number> {
  const waiting = await tx
    .select({ id: transactionRequests.id })
    .from(transactionRequests)
    .where(and(eq(transactionRequests.customerId, customerId), eq(transactionRequests.status, 'pending')))
    .orderBy(transactionRequests.id);
  let voided = 0;
  for (const { id } of waiting)
    if (await releaseRequest(tx, id, 'declined', null, 'The customer was disabled.')) voided += 1;
  return voided;
}

/** The waiting requests of one batch of the caller's business (none until mass sends make batches). */
async function batchRequestIds(db: Executor, customerId: number, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ id: transactionRequests.id })
    .from(transactionRequests)
    .where(
      and(
        eq(transactionRequests.customerId, customerId),
        eq(transactionRequests.batchId, batchId),
        eq(transactionRequests.status, 'pending'),
      ),
    );
  if (rows.length === 0) throw fieldError('batchId', 'batch_not_found');
  return rows.map((row) => row.id);
}

async function tellMaker(
  db: Executor,
  messaging: Messaging,
  request: RequestRow,
  template: 'transactionRequestExpiring' | 'transactionRequestExpired',
): Promise<void> {
  const maker = await findUserFactors(db, request.makerUserId);
  if (!maker) return;
  await messaging.mailer.send(db, {
    to: maker.email,
    ...renderEmail(template, messaging.language, {
      amount: isPaymentRequestType(request.transactionType)
        ? `${formatMinor(request.amountMinor, request.currencyCode)} ${request.currencyCode}`
        : '—',
      payee: request.payee,
    }),
  });
}

/**
 * The expiry pass (periodic job; safe to run in several processes and twice): requests past their
 * time expire (funds and limits released, the maker told by e-mail), and requests with a day or less
 * left warn their maker once.
 * @returns how many requests it expired or warned.
 */
export async function expireTransactionRequests(db: Database, messaging: Messaging, now = new Date()): Promise<number> {
  let done = 0;
  const due = await db
    .select({ id: transactionRequests.id })
    .from(transactionRequests)
    .where(and(eq(transactionRequests.status, 'pending'), lte(transactionRequests.expiresAt, now)))
    .limit(100);
  for (const { id } of due) {
    const expired = await withTransaction(db, (tx) => releaseRequest(tx, id, 'expired', null));
    if (expired) {
      await tellMaker(db, messaging, expired, 'transactionRequestExpired');
      done += 1;
    }
  }
  const warnBefore = new Date(now.getTime() + dayMs);
  const warn = await db
    .update(transactionRequests)
    .set({ warnedAt: now })
    .where(
      and(
        eq(transactionRequests.status, 'pending'),
        isNull(transactionRequests.warnedAt),
        lte(transactionRequests.expiresAt, warnBefore),
      ),
    )
    .returning();
  for (const request of warn) {
    await recordEvent(db, request.id, null, 'warned');
    await tellMaker(db, messaging, request, 'transactionRequestExpiring');
    done += 1;
  }
  return done;
}

/** The users of business `customerId` who may approve its requests (full access or its own login). */
export async function listApprovers(db: Executor, customerId: number) {
  return (await listCompanyUsers(db, customerId)).filter((user) => canApproveRequests(user.accessRight));
}

/** Requests of `ids` that `customerId` owns, for the list (approvals and decisions joined). */
export async function requestDetails(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return { approvals: [], events: [] };
  const approvals = await db
    .select()
    .from(transactionRequestApprovals)
    .where(inArray(transactionRequestApprovals.requestId, [...ids]));
  const events = await db
    .select()
    .from(transactionRequestEvents)
    .where(inArray(transactionRequestEvents.requestId, [...ids]))
    .orderBy(transactionRequestEvents.id);
  return { approvals, events };
}

/**
 * `transactionRequestApprove` (spec 001 §7; decision 0105): approves the requests `ids` for the
 * approver (the approval code is sent first, see {@link startApproval}) or declines them at once.
 */
export async function transactionRequestApprove(
  db: Database,
  messaging: Messaging,
  approver: Approver,
  ids: string[],
  declined: boolean,
  reason: string | undefined,
) {
  if (declined) {
    await declineRequests(db, approver, ids, reason);
    return { transactionIds: ids, declined: true };
  }
  return { transactionIds: ids, declined: false, ...(await startApproval(db, messaging, approver, ids)) };
}

/** `transactionRequestMassApprove` (spec 001 §7): {@link transactionRequestApprove} for every request of a mass send's batch. */
export async function transactionRequestMassApprove(
  db: Database,
  messaging: Messaging,
  approver: Approver,
  batchId: string,
  declined: boolean,
  reason: string | undefined,
) {
  const ids = await batchRequestIds(db, approver.customerId, batchId);
  return transactionRequestApprove(db, messaging, approver, ids, declined, reason);
}
