import { currencyExponents, transferKinds } from '@tessera/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { customerMovements, type MovementRow } from '../ledger/index.ts';

/** The filter after validation, with amounts still decimal strings. */
export interface HistoryQuery {
  customerId: number;
  accountId?: number;
  keyword?: string;
  transactionType?: string;
  fromDate?: string;
  toDate?: string;
  fromAmount?: string;
  toAmount?: string;
  transactionDirection?: 'in' | 'out';
  status?: 'completed' | 'processing' | 'rejected';
}

/** One history row as read from the database: a ledger movement (the ledger's published read model). */
export type HistoryRow = MovementRow;

// Exponent per currency for amount filters, from the contract's constant table (no user input).
const exponentCase = sql.raw(
  `case currency_code ${Object.entries(currencyExponents)
    .filter(([code]) => /^[A-Z]{3,5}$/.test(code))
    .map(([code, exponent]) => `when '${code}' then ${Number(exponent)}`)
    .join(' ')} else 2 end`,
);

function conditions(query: HistoryQuery, includeStatus: boolean): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.accountId !== undefined) parts.push(sql`account_id = ${query.accountId}`);
  if (query.transactionType) {
    // 'fee' finds every movement that charged a fee (and transfers of fees alone); another type is
    // that of one or more transfer kinds (the contract's catalogue). Decision 0031.
    const kinds = Object.entries(transferKinds)
      .filter(([, declaration]) => declaration.transactionType === query.transactionType)
      .map(([kind]) => kind);
    if (query.transactionType === 'fee') parts.push(sql`(transaction_type = 'fee' or fee_minor <> 0)`);
    else
      parts.push(
        kinds.length === 0
          ? sql`false`
          : sql`transaction_type in (${sql.join(
              kinds.map((value) => sql`${value}`),
              sql`, `,
            )})`,
      );
  }
  if (query.fromDate) parts.push(sql`created_at >= ${query.fromDate}::date`);
  if (query.toDate) parts.push(sql`created_at < (${query.toDate}::date + 1)`);
  if (query.fromAmount)
    parts.push(sql`abs(amount_minor)::numeric >= ${query.fromAmount}::numeric * power(10::numeric, ${exponentCase})`);
  if (query.toAmount)
    parts.push(sql`abs(amount_minor)::numeric <= ${query.toAmount}::numeric * power(10::numeric, ${exponentCase})`);
  if (query.transactionDirection === 'in') parts.push(sql`amount_minor > 0`);
  if (query.transactionDirection === 'out') parts.push(sql`amount_minor < 0`);
  if (includeStatus && query.status) parts.push(sql`status = ${query.status}`);
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    parts.push(sql`(coalesce(description, '') ilike ${pattern} or coalesce(metadata->>'note', '') ilike ${pattern}
      or coalesce(metadata->>'toEmail', '') ilike ${pattern} or coalesce(metadata->>'toName', '') ilike ${pattern}
      or coalesce(metadata->>'fromEmail', '') ilike ${pattern} or coalesce(metadata->>'fromName', '') ilike ${pattern}
      or transaction_id ilike ${pattern} or coalesce(metadata->>'pendingTransferId', '') ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

async function rows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  // The query's select list gives the row shape.
  return (await queryRows(db, query)) as T[];
}

/** One page of filtered history rows, newest first. */
export async function findHistoryPage(
  db: Executor,
  query: HistoryQuery,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  return rows<HistoryRow>(
    db,
    sql`with m as (${customerMovements(query.customerId)})
        select * from m where ${conditions(query, true)}
        order by created_at desc, transaction_id desc, transaction_type limit ${limit} offset ${offset}`,
  );
}

/** Totals of the filter: matching rows, and rejected and processing rows (ignoring the status filter). */
export async function countHistory(
  db: Executor,
  query: HistoryQuery,
): Promise<{ results: number; rejectedCount: number; processingCount: number }> {
  const [row] = await rows<{ results: number; rejected: number; processing: number }>(
    db,
    sql`with m as (${customerMovements(query.customerId)})
        select count(*) filter (where ${conditions(query, true)})::int as results,
               count(*) filter (where status = 'rejected' and ${conditions(query, false)})::int as rejected,
               count(*) filter (where status = 'processing' and ${conditions(query, false)})::int as processing
        from m`,
  );
  return {
    results: Number(row?.results ?? 0),
    rejectedCount: Number(row?.rejected ?? 0),
    processingCount: Number(row?.processing ?? 0),
  };
}
