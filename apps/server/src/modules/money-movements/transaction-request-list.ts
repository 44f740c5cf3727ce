import {
  formatMinor,
  isPaymentRequestType,
  parseMinor,
  type businessApprovalMethods,
  type MethodParsedRequest,
  type MethodResponse,
  type TransactionRequest,
  type transactionRequestListMethod,
} from '@tessera/contract';
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findUserEmails, listCompanyUsers } from '../identity/index.ts';
import { requestDetails } from './transaction-requests.ts';
import { transactionRequests } from './transaction-requests.schema.ts';

type Filter = MethodParsedRequest<typeof transactionRequestListMethod>;

const dayMs = 24 * 60 * 60 * 1000;

/** The conditions of the list filter (spec 001 §7 "Business approval"); createdBy is the maker's e-mail. */
async function conditionsOf(db: Executor, customerId: number, filter: Filter): Promise<SQL[] | undefined> {
  const conditions: SQL[] = [eq(transactionRequests.customerId, customerId)];
  if (filter.transactionType) conditions.push(eq(transactionRequests.transactionType, filter.transactionType));
  if (filter.groupedTransactionType === 'mass') conditions.push(isNotNull(transactionRequests.batchId));
  if (filter.status) conditions.push(eq(transactionRequests.status, filter.status));
  if (filter.fromDate) conditions.push(gte(transactionRequests.createdAt, new Date(`${filter.fromDate}T00:00:00Z`)));
  if (filter.toDate)
    conditions.push(lt(transactionRequests.createdAt, new Date(Date.parse(`${filter.toDate}T00:00:00Z`) + dayMs)));
  if (filter.createdBy) {
    const wanted = filter.createdBy.toLowerCase();
    const maker = (await listCompanyUsers(db, customerId)).find((user) => user.email === wanted);
    if (!maker) return undefined;
    conditions.push(eq(transactionRequests.makerUserId, maker.userId));
  }
  return conditions;
}

/** An access-right request's user and levels (decision 0115), from its subject. */
function accessRightOf(row: typeof transactionRequests.$inferSelect, emails: Map<number, string>) {
  const subject = row.subject ?? {};
  const { targetUserId, fromLevel, toLevel } = subject;
  if (row.transactionType !== 'accessRight' || typeof targetUserId !== 'number') return {};
  if (typeof fromLevel !== 'number' || typeof toLevel !== 'number') return {};
  return { accessRight: { userEmail: emails.get(targetUserId) ?? '', fromLevel, toLevel } };
}

/**
 * `transactionRequestList` (spec 001 §7): business `customerId`'s requests, newest first, `size` (at
 * most 50) a page, each with its rules' approvals and its decisions (who, what, when, why) as seen
 * by `userId`. An expired request not yet swept reads 'expired'.
 */
export async function transactionRequestList(
  db: Executor,
  customerId: number,
  userId: number,
  filter: Filter,
): Promise<{ total: number; requests: TransactionRequest[] }> {
  const conditions = await conditionsOf(db, customerId, filter);
  if (!conditions) return { total: 0, requests: [] };
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(transactionRequests).where(where);
  const rows = await db
    .select()
    .from(transactionRequests)
    .where(where)
    .orderBy(desc(transactionRequests.createdAt), desc(transactionRequests.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const { approvals, events } = await requestDetails(
    db,
    rows.map((row) => row.id),
  );
  const emails = await findUserEmails(db, [
    ...rows.map((row) => row.makerUserId),
    ...rows.flatMap((row) => (typeof row.subject?.targetUserId === 'number' ? [row.subject.targetUserId] : [])),
    ...events.flatMap((event) => (event.userId === null ? [] : [event.userId])),
  ]);
  const now = Date.now();
  return {
    total: counted?.total ?? 0,
    requests: rows.map((row) => {
      const approvers = approvals.filter((item) => item.requestId === row.id).map((item) => item.userId);
      const status = row.status === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : row.status;
      return {
        transactionId: row.id,
        ...(row.batchId ? { batchId: row.batchId } : {}),
        transactionType: row.transactionType,
        groupedTransactionType: row.batchId ? 'mass' : 'single',
        status,
        declined: row.status === 'declined',
        ...(isPaymentRequestType(row.transactionType)
          ? { amount: formatMinor(row.amountMinor, row.currencyCode), currencyCode: row.currencyCode }
          : {}),
        ...accessRightOf(row, emails),
        payee: row.payee,
        ...(row.payeeEmail ? { payeeEmail: row.payeeEmail } : {}),
        ...(row.countryCode ? { countryCode: row.countryCode } : {}),
        isNewPayee: row.isNewPayee === 1,
        createdBy: emails.get(row.makerUserId) ?? '',
        isMine: row.makerUserId === userId,
        hasMyApproval: approvers.includes(userId),
        created: row.createdAt.toISOString(),
        expires: row.expiresAt.toISOString(),
        rules: row.rules.map((rule) => ({
          name: rule.name,
          approversNeeded: rule.approversNeeded,
          approvals: approvers.filter(
            (id) =>
              id !== row.makerUserId &&
              (!rule.approverUserIds || rule.approverUserIds.length === 0 || rule.approverUserIds.includes(id)),
          ).length,
        })),
        decisions: events
          .filter((event) => event.requestId === row.id)
          .map((event) => ({
            action: event.action,
            ...(event.userId !== null ? { userEmail: emails.get(event.userId) ?? '' } : {}),
            ...(event.reason ? { reason: event.reason } : {}),
            created: event.createdAt.toISOString(),
          })),
      };
    }),
  };
}

/** The sum of `items` per currency, as decimal strings. */
function totalsOf(items: readonly { amount?: string | undefined; currencyCode?: string | undefined }[]) {
  const sums = new Map<string, bigint>();
  for (const item of items)
    if (item.amount !== undefined && item.currencyCode !== undefined)
      sums.set(item.currencyCode, (sums.get(item.currencyCode) ?? 0n) + parseMinor(item.amount, item.currencyCode));
  return [...sums].map(([currencyCode, minor]) => ({ amount: formatMinor(minor, currencyCode), currencyCode }));
}

/**
 * `transactionRequestMassList` (spec 001 §7): the filtered page of requests made by a mass send,
 * grouped by batch with their count, maker and totals per currency. Only such requests carry a batch;
 * no mass send exists yet (decision 0105), so the list is empty until one does.
 */
export async function transactionRequestMassList(
  db: Executor,
  customerId: number,
  userId: number,
  filter: MethodParsedRequest<(typeof businessApprovalMethods)['transactionRequestMassList']>,
): Promise<MethodResponse<(typeof businessApprovalMethods)['transactionRequestMassList']>> {
  const { requests } = await transactionRequestList(db, customerId, userId, {
    ...filter,
    groupedTransactionType: 'mass',
  });
  const batches = new Map<string, typeof requests>();
  for (const request of requests)
    if (request.batchId) batches.set(request.batchId, [...(batches.get(request.batchId) ?? []), request]);
  return {
    total: batches.size,
    batches: [...batches].map(([batchId, items]) => ({
      batchId,
      count: items.length,
      createdBy: items[0]?.createdBy ?? '',
      created: items[0]?.created ?? '',
      totals: totalsOf(items),
    })),
  };
}
