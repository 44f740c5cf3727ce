import {
  formatMinor,
  statementCsvPath,
  statementPdfPath,
  type StatementExport,
  type StatementSource,
} from '@tessera/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import { getOwnAccount } from '../ledger/index.ts';
import { readStatementTotals, StatementInvariantError, type StatementTotals } from './statement-data.ts';
import { closedMonthOf, monthPeriod, type StatementPeriod } from './statement-period.ts';
import { statementExports } from './statements.schema.ts';

/** A stored statement row. */
export type StatementExportRow = typeof statementExports.$inferSelect;

/**
 * `statementExport` (spec 001 §3, §7; decision 0045): issues the statement of the customer's
 * account `accountId` for the closed month of `dateFrom` (UTC), storing the month's totals read from
 * the ledger, or finds the one already issued for that account, source and month (one per month,
 * so a repeat returns the same exportId).
 * @returns the statement's exportId.
 * @throws AppError 'VF' accountId account_not_found (another customer's or unknown account),
 *   dateFrom statement_month_not_ended (the current or a future month).
 */
export async function statementExport(
  db: Executor,
  customerId: number,
  input: { accountId: number; dateFrom: string; source: StatementSource },
  now: Date = new Date(),
): Promise<string> {
  const account = await getOwnAccount(db, customerId, input.accountId);
  const period = closedMonthOf(input.dateFrom, now);
  const existing = await findIssued(db, account.id, input.source, period);
  if (existing) return existing.id;
  const totals = await readStatementTotals(db, customerId, account.id, period);
  const id = newId();
  const inserted = await db
    .insert(statementExports)
    .values({
      id,
      customerId,
      accountId: account.id,
      currencyCode: account.currencyCode,
      source: input.source,
      periodStart: period.dateFrom,
      ...totals,
    })
    .onConflictDoNothing()
    .returning({ id: statementExports.id });
  if (inserted[0]) return inserted[0].id;
  // Issued by a concurrent request in the meantime: the same month's statement.
  const raced = await findIssued(db, account.id, input.source, period);
  if (!raced) throw new StatementInvariantError('a statement conflicted on insert but cannot be found');
  return raced.id;
}

async function findIssued(db: Executor, accountId: number, source: StatementSource, period: StatementPeriod) {
  const [row] = await db
    .select()
    .from(statementExports)
    .where(
      and(
        eq(statementExports.accountId, accountId),
        eq(statementExports.source, source),
        eq(statementExports.periodStart, period.dateFrom),
      ),
    );
  return row;
}

/** The period of a stored statement. */
export function periodOf(row: StatementExportRow): StatementPeriod {
  return monthPeriod(Number(row.periodStart.slice(0, 4)), Number(row.periodStart.slice(5, 7)));
}

/** The stored totals of a statement row. */
export function totalsOf(row: StatementExportRow): StatementTotals {
  return {
    beginningBalanceMinor: row.beginningBalanceMinor,
    totalDebitMinor: row.totalDebitMinor,
    totalCreditMinor: row.totalCreditMinor,
    endingBalanceMinor: row.endingBalanceMinor,
    processingCount: row.processingCount,
    rejectedCount: row.rejectedCount,
    movementCount: row.movementCount,
  };
}

/** A stored statement as the wire's {@link StatementExport}: amounts as decimal strings, file paths without credentials. */
function toWire(row: StatementExportRow): StatementExport {
  const period = periodOf(row);
  const money = (minor: bigint) => formatMinor(minor, row.currencyCode);
  return {
    exportId: row.id,
    accountId: row.accountId,
    currencyCode: row.currencyCode,
    source: row.source,
    status: 'ready',
    year: period.year,
    month: period.month,
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    beginningBalance: money(row.beginningBalanceMinor),
    totalDebit: money(row.totalDebitMinor),
    totalCredit: money(row.totalCreditMinor),
    endingBalance: money(row.endingBalanceMinor),
    processingCount: row.processingCount,
    rejectedCount: row.rejectedCount,
    movementCount: row.movementCount,
    createdAt: row.createdAt.toISOString(),
    urlPdf: statementPdfPath.replace(':exportId', row.id),
    urlCsv: statementCsvPath.replace(':exportId', row.id),
  };
}

/**
 * `statementExportList` (spec 001 §7, §9): the customer's issued statements, newest month first,
 * `pageSize` (at most 12) a page, optionally of one account (checked to be the customer's) and one
 * source. @returns `{total, exports}`.
 * @throws AppError 'VF' accountId account_not_found.
 */
export async function statementExportList(
  db: Executor,
  customerId: number,
  input: { pageNumber: number; pageSize: number; accountId?: number; source?: StatementSource },
): Promise<{ total: number; exports: StatementExport[] }> {
  if (input.accountId !== undefined) await getOwnAccount(db, customerId, input.accountId);
  const conditions: SQL[] = [eq(statementExports.customerId, customerId)];
  if (input.accountId !== undefined) conditions.push(eq(statementExports.accountId, input.accountId));
  if (input.source !== undefined) conditions.push(eq(statementExports.source, input.source));
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(statementExports).where(where);
  const rows = await db
    .select()
    .from(statementExports)
    .where(where)
    .orderBy(desc(statementExports.periodStart), statementExports.accountId)
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  return { total: counted?.total ?? 0, exports: rows.map(toWire) };
}

/**
 * The statement `exportId` if `customerId` owns it, else undefined (another customer's statement
 * and an unknown id look the same).
 */
export async function findOwnStatement(
  db: Executor,
  customerId: number,
  exportId: string,
): Promise<StatementExportRow | undefined> {
  const [row] = await db
    .select()
    .from(statementExports)
    .where(and(eq(statementExports.id, exportId), eq(statementExports.customerId, customerId)));
  return row;
}

/**
 * {@link findOwnStatement} for a download. @throws AppError 'NF' (HTTP 404) when it is not the customer's.
 */
export async function getOwnStatement(db: Executor, customerId: number, exportId: string): Promise<StatementExportRow> {
  const row = await findOwnStatement(db, customerId, exportId);
  if (!row) throw new AppError('NF', 'No such statement.');
  return row;
}
