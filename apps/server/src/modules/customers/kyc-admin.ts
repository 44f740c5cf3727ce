import {
  documentStatuses,
  missingKycCategoryOf,
  type DocumentCategoryId,
  dueDiligenceLevels,
  isDocumentStepNeeded,
  restrictionReasons,
  reviewQueuePageSize,
  type AdminRestriction,
  type DocumentReviewDecision,
  type KycCustomerFile,
  type ListedDocument,
  type RestrictionReason,
} from '@tessera/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { IpLocator } from '../../platform/ip-location.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import { loginHistory } from '../credentials/index.ts';
import {
  decideDocument,
  documentStatusRowsOf,
  isDocumentLinkedTo,
  linkDocument,
  unlinkDocument,
  listCustomerDocuments,
  listDocumentsAwaitingReview,
  lockMainDocument,
  reviewableStatuses,
  toListedDocument,
} from '../documents/index.ts';
import { listCustomerAccounts } from '../ledger/index.ts';
import { getLimitStatus, limitRows } from '../limits/index.ts';
import { customerContactsOf } from '../profile/index.ts';
import { customers, setCustomerStanding, users } from '../identity/index.ts';
import { customerRestrictions } from './customers.schema.ts';
import type { AdminActor } from './customer-disable.ts';
import { dueDiligenceInfo } from './due-diligence.ts';
import { currentDocuments, kycCategoriesOf, kycInfoOf, type KycSources } from './kyc-state.ts';

/** What the back office needs besides the database: the KYC sources and the IP locator. */
export interface KycAdminDeps {
  sources: KycSources;
  ipLocator: IpLocator;
}

/** Most severe first: the reason `customers.restriction_reason` mirrors when several are active. */
const severity: readonly RestrictionReason[] = [
  restrictionReasons.sanctions,
  restrictionReasons.accountInvestigation,
  restrictionReasons.adverseMedia,
  restrictionReasons.unpaidInvoice,
  restrictionReasons.expiredDocuments,
];

/** The display name of a customer: the business name, else first and last name, else the login. */
function nameOf(
  row: { businessName: string | null; firstName: string | null; lastName: string | null },
  login: string,
) {
  const person = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return row.businessName?.trim() || person || login;
}

/** The customer row and its first user's login, locked when `lock`. */
async function findCustomer(db: Executor, customerId: number, lock = false) {
  const query = db
    .select({ customer: customers, login: users.email })
    .from(customers)
    .innerJoin(users, eq(users.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .orderBy(asc(users.id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: customers }) : await query;
  if (!row) throw fieldError('customerId', 'customer_not_found');
  return row;
}

/**
 * Re-reads the active restrictions of `customerId` and mirrors them on the customer row (limited, the
 * most severe reason), inside the caller's transaction (decision 0067).
 */
async function mirrorRestrictions(tx: Executor, customerId: number): Promise<void> {
  const active = await tx
    .select({ reason: customerRestrictions.reason })
    .from(customerRestrictions)
    .where(and(eq(customerRestrictions.customerId, customerId), isNull(customerRestrictions.liftedAt)));
  const reasons = new Set(active.map((row) => row.reason));
  const reason = severity.find((candidate) => reasons.has(candidate)) ?? null;
  await setCustomerStanding(tx, customerId, { limited: reason !== null, restrictionReason: reason });
}

/**
 * Adds an active restriction and mirrors it on the customer row, in the caller's transaction (the
 * back office's `kycRestrictionSet`, and the demo data). Returns the restriction's id.
 */
export async function addRestriction(
  tx: Executor,
  input: { customerId: number; reason: RestrictionReason; note: string; setByUserId: number },
): Promise<number> {
  const [created] = await tx.insert(customerRestrictions).values(input).returning({ id: customerRestrictions.id });
  await mirrorRestrictions(tx, input.customerId);
  return created?.id ?? 0;
}

/**
 * `kycCustomerFile` (admin): the customer's details, verification, documents, restrictions, accounts
 * and recent sign-ins.
 * @throws AppError 'VF' `customer_not_found` on `customerId`.
 */
export async function kycCustomerFile(db: Database, deps: KycAdminDeps, customerId: number): Promise<KycCustomerFile> {
  const { customer, login } = await findCustomer(db, customerId);
  const restrictionRows = await db
    .select()
    .from(customerRestrictions)
    .where(eq(customerRestrictions.customerId, customerId))
    .orderBy(desc(customerRestrictions.setAt));
  const adminIds = [
    ...new Set(
      restrictionRows.flatMap((row) => [row.setByUserId, ...(row.liftedByUserId ? [row.liftedByUserId] : [])]),
    ),
  ];
  const emails = new Map(
    adminIds.length === 0
      ? []
      : (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, adminIds))).map(
          (row) => [row.id, row.email] as const,
        ),
  );
  const [kyc, dueDiligence, documentList, accounts, firstUser] = await Promise.all([
    kycInfoOf(db, deps.sources, customer),
    dueDiligenceInfo(db, customerId),
    listCustomerDocuments(db, customerId),
    listCustomerAccounts(db, customerId),
    db.select({ id: users.id }).from(users).where(eq(users.customerId, customerId)).orderBy(asc(users.id)).limit(1),
  ]);
  const currencies = [...new Set(accounts.map((account) => account.currencyCode))].sort();
  const [contacts, limits] = await Promise.all([
    customerContactsOf(db, customerId, firstUser[0]?.id),
    Promise.all(
      currencies.flatMap((currencyCode) =>
        (['p2p', 'betweenAccounts'] as const).map(async (operation) => ({
          operation,
          currencyCode,
          periods: limitRows(await getLimitStatus(db, customerId, operation, currencyCode), currencyCode).map(
            ({ period, amount, used }) => ({ period, ...(amount === undefined ? {} : { amount }), used }),
          ),
        })),
      ),
    ),
  ]);
  const logins = firstUser[0]
    ? (
        await loginHistory(
          db,
          deps.ipLocator,
          // The nil session: no row is the administrator's "this session".
          { userId: firstUser[0].id, sessionId: '00000000-0000-0000-0000-000000000000' },
          { pageNumber: 1, pageSize: 10 },
        )
      ).events
    : [];
  const restrictions: AdminRestriction[] = restrictionRows.map((row) => ({
    id: row.id,
    reason: row.reason as RestrictionReason,
    note: row.note,
    setAt: row.setAt.toISOString(),
    setBy: emails.get(row.setByUserId) ?? '',
    ...(row.liftedAt ? { liftedAt: row.liftedAt.toISOString() } : {}),
    ...(row.liftedByUserId ? { liftedBy: emails.get(row.liftedByUserId) ?? '' } : {}),
    ...(row.liftNote ? { liftNote: row.liftNote } : {}),
  }));
  return {
    customerId,
    customerType: customer.customerType,
    login,
    name: nameOf(customer, login),
    ...(customer.birthDay ? { birthDay: customer.birthDay } : {}),
    ...(customer.residenceCountryCode ? { residenceCountryCode: customer.residenceCountryCode } : {}),
    createdAt: customer.createdAt.toISOString(),
    kyc,
    dueDiligence,
    contacts,
    limits,
    hasDuplicateDocuments: customer.hasDuplicateDocuments,
    documents: documentList,
    restrictions,
    accounts: accounts.map((account) => ({
      accountId: account.accountId,
      currency: account.currencyCode,
      balance: account.balance,
      status: String(account.accountStatusId),
    })),
    logins: logins.map((event) => ({
      at: event.date,
      ip: event.ip,
      result: event.result,
      ...(event.browser ? { browser: event.browser } : {}),
      ...(event.os ? { os: event.os } : {}),
    })),
  };
}

/**
 * `kycReviewQueue` (admin): documents waiting for a reviewer, oldest first, with their customers;
 * and customers whose documents are all confirmed but who are not verified yet (final review).
 */
export async function kycReviewQueue(db: Database, deps: KycAdminDeps, pageNumber: number) {
  const adminCustomers = await db
    .selectDistinct({ customerId: users.customerId })
    .from(users)
    .where(eq(users.isAdmin, true));
  const { rows: documentRows, total } = await listDocumentsAwaitingReview(
    db,
    { pageNumber, pageSize: reviewQueuePageSize },
    adminCustomers.map((row) => row.customerId),
  );
  const customerIds = [...new Set(documentRows.map((row) => row.customerId))];
  const owners =
    customerIds.length === 0
      ? []
      : await db
          .select({ customer: customers, login: users.email })
          .from(customers)
          .innerJoin(users, eq(users.id, sql`(select min(u.id) from users u where u.customer_id = ${customers.id})`))
          .where(inArray(customers.id, customerIds));
  const ownerOf = new Map(owners.map((owner) => [owner.customer.id, owner]));
  const rows = documentRows.flatMap((document) => {
    const owner = ownerOf.get(document.customerId);
    return owner ? [{ document, customer: owner.customer, login: owner.login }] : [];
  });
  // One derivation per customer, from the rows already read, all at once (not one after another).
  const statusOf = new Map(
    await Promise.all(
      [...new Map(rows.map((row) => [row.customer.id, row.customer])).values()].map(
        async (customer) => [customer.id, (await kycInfoOf(db, deps.sources, customer)).verificationStatus] as const,
      ),
    ),
  );
  // Final review: asked for a review, not verified, nothing awaiting a reviewer or the customer.
  const waiting = await db
    .select({ customer: customers, login: users.email })
    .from(customers)
    .innerJoin(users, eq(users.id, sql`(select min(u.id) from users u where u.customer_id = ${customers.id})`))
    .where(and(eq(customers.verified, false), eq(users.isAdmin, false), isNotNull(customers.kycReviewRequestedAt)))
    .orderBy(asc(customers.kycReviewRequestedAt))
    .limit(100);
  const infos = await Promise.all(
    waiting.map(async (row) => ({ row, info: await kycInfoOf(db, deps.sources, row.customer, { isAdmin: false }) })),
  );
  const finalReview = infos
    .filter(({ info }) => info.verificationStatus === 'finalReview')
    .map(({ row, info }) => ({
      customerId: row.customer.id,
      customerLogin: row.login,
      customerName: nameOf(row.customer, row.login),
      ...(info.reviewRequestedAt ? { reviewRequestedAt: info.reviewRequestedAt } : {}),
    }));
  return {
    documents: rows.map((row) => ({
      document: toListedDocument(row.document),
      customerId: row.customer.id,
      customerLogin: row.login,
      customerName: nameOf(row.customer, row.login),
      verificationStatus: statusOf.get(row.customer.id) ?? 'unverified',
    })),
    total,
    pageSize: reviewQueuePageSize,
    finalReview,
  };
}

const decisionStatus: Record<DocumentReviewDecision, number> = {
  approve: documentStatuses.confirmed,
  reject: documentStatuses.rejected,
  investigate: documentStatuses.underInvestigation,
  nameMismatch: documentStatuses.nameMismatch,
};

/**
 * `kycDocumentReview` (admin; decision 0067): decides on one document waiting for review, with its
 * sub-documents, and writes the audit row in the same transaction. A rejection or name mismatch
 * keeps the reason as the customer-visible `rejectReason`; approving one's own document is refused.
 * @throws AppError 'VF' `entry_not_found` on `documentId` for an unknown or deleted document,
 *   `own_document` for the admin's own customer's, `not_awaiting_review` once decided.
 */
export async function kycDocumentReview(
  db: Database,
  deps: KycAdminDeps,
  admin: AdminActor,
  input: { documentId: number; decision: DocumentReviewDecision; reason: string },
): Promise<{ document: ListedDocument; customer: KycCustomerFile }> {
  const document = await withTransaction(db, async (tx) => {
    const row = await lockMainDocument(tx, input.documentId);
    if (!row || row.statusId === documentStatuses.deleted) throw fieldError('documentId', 'entry_not_found');
    if (row.customerId === admin.customerId || (await isDocumentLinkedTo(tx, row.id, admin.customerId)))
      throw fieldError('documentId', 'own_document');
    if (!reviewableStatuses.includes(row.statusId)) throw fieldError('documentId', 'not_awaiting_review');
    const statusId = decisionStatus[input.decision];
    const rejectReason = input.decision === 'reject' || input.decision === 'nameMismatch' ? input.reason : null;
    const updated = await decideDocument(tx, row.id, { statusId, rejectReason });
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'kycDocumentReview',
      targetCustomerId: row.customerId,
      reason: input.reason,
      requestId: admin.requestId,
      ip: admin.ip,
      details: { documentId: row.id, decision: input.decision, statusId },
    });
    return updated;
  });
  return { document: toListedDocument(document), customer: await kycCustomerFile(db, deps, document.customerId) };
}

/**
 * `kycCustomerVerify` (admin; the final review of decision 0061): marks the customer verified once
 * every current document is confirmed, or takes verification back.
 * @throws AppError 'VF' `customer_not_found` on `customerId`; `documents_not_confirmed` while the
 *   document step is still needed; `own_customer` for the admin's own customer.
 */
export async function kycCustomerVerify(
  db: Database,
  deps: KycAdminDeps,
  admin: AdminActor,
  input: { customerId: number; verified: boolean; reason: string },
): Promise<KycCustomerFile> {
  if (input.customerId === admin.customerId) throw fieldError('customerId', 'own_customer');
  await withTransaction(db, async (tx) => {
    const { customer } = await findCustomer(tx, input.customerId, true);
    if (input.verified) {
      const rows = await documentStatusRowsOf(tx, customer.id, kycCategoriesOf(customer.customerType));
      const current = currentDocuments(rows);
      // Every document confirmed, and a confirmed one for each required step (decisions 0090, 0094).
      const confirmedCategories = current
        .filter((row) => row.statusId === documentStatuses.confirmed)
        .map((row) => row.categoryId as DocumentCategoryId);
      const missing =
        missingKycCategoryOf({
          customerType: customer.customerType,
          providedCategories: confirmedCategories,
          isIdentityVerificationRunning: false,
        }) !== undefined;
      if (isDocumentStepNeeded(current) || missing) throw fieldError('customerId', 'documents_not_confirmed');
    }
    await setCustomerStanding(tx, customer.id, { verified: input.verified });
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'kycCustomerVerify',
      targetCustomerId: customer.id,
      reason: input.reason,
      requestId: admin.requestId,
      ip: admin.ip,
      details: { verified: input.verified },
    });
  });
  return kycCustomerFile(db, deps, input.customerId);
}

/**
 * `kycRestrictionSet` (admin): limits the customer for `reason`; the customer row mirrors it in the
 * same transaction, so the next money submit is refused.
 * @throws AppError 'VF' `customer_not_found`, `own_customer`, or `already_restricted` when the
 *   same reason is already active.
 */
export async function kycRestrictionSet(
  db: Database,
  deps: KycAdminDeps,
  admin: AdminActor,
  input: { customerId: number; reason: RestrictionReason; note: string },
): Promise<KycCustomerFile> {
  if (input.customerId === admin.customerId) throw fieldError('customerId', 'own_customer');
  await withTransaction(db, async (tx) => {
    await findCustomer(tx, input.customerId, true);
    const [active] = await tx
      .select({ id: customerRestrictions.id })
      .from(customerRestrictions)
      .where(
        and(
          eq(customerRestrictions.customerId, input.customerId),
          eq(customerRestrictions.reason, input.reason),
          isNull(customerRestrictions.liftedAt),
        ),
      );
    if (active) throw fieldError('reason', 'already_restricted');
    const restrictionId = await addRestriction(tx, { ...input, setByUserId: admin.userId });
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'kycRestrictionSet',
      targetCustomerId: input.customerId,
      reason: input.note,
      requestId: admin.requestId,
      ip: admin.ip,
      details: { restrictionId, reason: input.reason },
    });
  });
  return kycCustomerFile(db, deps, input.customerId);
}

/**
 * `kycRestrictionLift` (admin): lifts one active restriction of the customer.
 * @throws AppError 'VF' `entry_not_found` on `restrictionId` for an unknown, lifted or other
 *   customer's restriction.
 */
export async function kycRestrictionLift(
  db: Database,
  deps: KycAdminDeps,
  admin: AdminActor,
  input: { customerId: number; restrictionId: number; note: string },
): Promise<KycCustomerFile> {
  await withTransaction(db, async (tx) => {
    await findCustomer(tx, input.customerId, true);
    const [lifted] = await tx
      .update(customerRestrictions)
      .set({ liftedAt: new Date(), liftedByUserId: admin.userId, liftNote: input.note })
      .where(
        and(
          eq(customerRestrictions.id, input.restrictionId),
          eq(customerRestrictions.customerId, input.customerId),
          isNull(customerRestrictions.liftedAt),
        ),
      )
      .returning({ reason: customerRestrictions.reason });
    if (!lifted) throw fieldError('restrictionId', 'entry_not_found');
    await mirrorRestrictions(tx, input.customerId);
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'kycRestrictionLift',
      targetCustomerId: input.customerId,
      reason: input.note,
      requestId: admin.requestId,
      ip: admin.ip,
      details: { restrictionId: input.restrictionId, reason: lifted.reason },
    });
  });
  return kycCustomerFile(db, deps, input.customerId);
}

/**
 * `kycDueDiligenceUpdate` (admin): sets the due diligence level and/or the duplicate-documents flag.
 * @throws AppError 'VF' `customer_not_found`; `required` on `dueDiligenceLevel` when neither is given.
 */
export async function kycDueDiligenceUpdate(
  db: Database,
  deps: KycAdminDeps,
  admin: AdminActor,
  input: {
    customerId: number;
    dueDiligenceLevel?: number | undefined;
    hasDuplicateDocuments?: boolean | undefined;
    reason: string;
  },
): Promise<KycCustomerFile> {
  const changes = {
    ...(input.dueDiligenceLevel === undefined ? {} : { dueDiligenceLevel: input.dueDiligenceLevel }),
    ...(input.hasDuplicateDocuments === undefined ? {} : { hasDuplicateDocuments: input.hasDuplicateDocuments }),
  };
  if (Object.keys(changes).length === 0) throw fieldError('dueDiligenceLevel', 'required');
  await withTransaction(db, async (tx) => {
    const { customer } = await findCustomer(tx, input.customerId, true);
    // Raising the level to enhanced asks the customer for their due diligence answers (decision 0091).
    const requested =
      input.dueDiligenceLevel === undefined
        ? {}
        : input.dueDiligenceLevel < dueDiligenceLevels.enhanced
          ? { dueDiligenceRequestedAt: null }
          : customer.dueDiligenceLevel < dueDiligenceLevels.enhanced
            ? { dueDiligenceRequestedAt: new Date() }
            : {};
    await setCustomerStanding(tx, input.customerId, { ...changes, ...requested });
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'kycDueDiligenceUpdate',
      targetCustomerId: input.customerId,
      reason: input.reason,
      requestId: admin.requestId,
      ip: admin.ip,
      details: changes,
    });
  });
  return kycCustomerFile(db, deps, input.customerId);
}

/**
 * `adminDocumentAssign` and `adminDocumentRemove` (admin; spec 002 §6 "Admins can link documents to
 * customers"; decision 0092): links a main document to another customer, or removes that link, with
 * the audit row in the same transaction. An administrator never links a document to their own
 * customer (they would then count their own verification).
 * @throws AppError 'VF' `customer_not_found` on `customerId`, `own_customer_link` for the admin's own;
 *   on `documentId` as {@link linkDocument} and {@link unlinkDocument} say.
 */
export async function changeDocumentLink(
  db: Database,
  deps: KycAdminDeps,
  admin: AdminActor,
  input: { documentId: number; customerId: number; reason: string; link: boolean },
): Promise<KycCustomerFile> {
  if (input.customerId === admin.customerId) throw fieldError('customerId', 'own_customer_link');
  await withTransaction(db, async (tx) => {
    await findCustomer(tx, input.customerId, true);
    const link = { documentId: input.documentId, customerId: input.customerId, userId: admin.userId };
    const owner = input.link ? (await linkDocument(tx, link)).ownerCustomerId : undefined;
    if (!input.link) await unlinkDocument(tx, link);
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: input.link ? 'adminDocumentAssign' : 'adminDocumentRemove',
      targetCustomerId: input.customerId,
      reason: input.reason,
      requestId: admin.requestId,
      ip: admin.ip,
      details: { documentId: input.documentId, ...(owner === undefined ? {} : { ownerCustomerId: owner }) },
    });
  });
  return kycCustomerFile(db, deps, input.customerId);
}
