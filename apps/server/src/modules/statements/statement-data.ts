import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { customerMovements, type MovementRow } from '../ledger/index.ts';
import type { StatementPeriod } from './statement-period.ts';

/** Most movements one statement lists (DESIGN §7.6); a month beyond it is refused, never cut short. */
const maxStatementMovements = 10_000;

/**
 * A statement's totals (spec 001 §3 "Statement totals"), in minor units of the account's currency:
 * the balance of posted movements before the month, the month's posted debits and credits
 * (unsigned), the balance at its end, and how many of its movements are still processing (held)
 * or were rejected (held, then released).
 */
export interface StatementTotals {
  beginningBalanceMinor: bigint;
  totalDebitMinor: bigint;
  totalCreditMinor: bigint;
  endingBalanceMinor: bigint;
  processingCount: number;
  rejectedCount: number;
  /** Posted (completed) movements in the month. */
  movementCount: number;
}

/** Thrown when a statement's figures disagree with each other or with the ledger: a bug, never a user error. */
export class StatementInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementInvariantError';
  }
}

/**
 * Reads the totals of `accountId` (one of `customerId`'s ledger accounts) for `period` from the
 * ledger's movements (posted transfers' entries, pending and voided holds), and asserts that the
 * ending balance is the beginning balance minus the debits plus the credits.
 * @throws StatementInvariantError when they do not add up.
 */
export async function readStatementTotals(
  db: Executor,
  customerId: number,
  accountId: number,
  period: StatementPeriod,
): Promise<StatementTotals> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const [row] = await queryRows(
    db,
    sql`with m as (${customerMovements(customerId)}),
        a as (select amount_minor::bigint as amount, status, created_at,
                     created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz as in_period
              from m where account_id = ${accountId})
        select coalesce(sum(amount) filter (where status = 'completed' and created_at < ${start}::timestamptz), 0)::text as beginning,
               coalesce(sum(-amount) filter (where status = 'completed' and in_period and amount < 0), 0)::text as debit,
               coalesce(sum(amount) filter (where status = 'completed' and in_period and amount > 0), 0)::text as credit,
               coalesce(sum(amount) filter (where status = 'completed' and created_at < ${end}::timestamptz), 0)::text as ending,
               count(*) filter (where status = 'processing' and in_period)::int as processing,
               count(*) filter (where status = 'rejected' and in_period)::int as rejected,
               count(*) filter (where status = 'completed' and in_period)::int as completed
        from a`,
  );
  if (!row) throw new StatementInvariantError('the totals query returned no row');
  const totals: StatementTotals = {
    beginningBalanceMinor: BigInt(String(row.beginning)),
    totalDebitMinor: BigInt(String(row.debit)),
    totalCreditMinor: BigInt(String(row.credit)),
    endingBalanceMinor: BigInt(String(row.ending)),
    processingCount: Number(row.processing),
    rejectedCount: Number(row.rejected),
    movementCount: Number(row.completed),
  };
  if (totals.beginningBalanceMinor - totals.totalDebitMinor + totals.totalCreditMinor !== totals.endingBalanceMinor)
    throw new StatementInvariantError(`statement totals of account ${accountId} do not add up`);
  return totals;
}

/**
 * Every movement of `accountId` in `period`, oldest first (posted, processing and rejected alike;
 * one row per transfer with its fee inside, decision 0031), at most {@link maxStatementMovements}.
 * @throws StatementInvariantError for more.
 */
export async function readStatementMovements(
  db: Executor,
  customerId: number,
  accountId: number,
  period: StatementPeriod,
): Promise<MovementRow[]> {
  const rows = (await queryRows(
    db,
    sql`with m as (${customerMovements(customerId)})
        select * from m
        where account_id = ${accountId}
          and created_at >= ${period.start.toISOString()}::timestamptz and created_at < ${period.end.toISOString()}::timestamptz
        order by created_at, transaction_id
        limit ${maxStatementMovements + 1}`,
  )) as MovementRow[];
  if (rows.length > maxStatementMovements)
    throw new StatementInvariantError(`more than ${maxStatementMovements} movements in one statement`);
  return rows;
}

/**
 * Asserts that `movements` (from {@link readStatementMovements}) add up to `totals`: the posted
 * debits and credits and their count. What a statement file prints is checked this way before it
 * is written (DESIGN §7.5: assert after reading).
 * @throws StatementInvariantError on any difference.
 */
export function assertMovementsMatch(movements: readonly MovementRow[], totals: StatementTotals): void {
  let debit = 0n;
  let credit = 0n;
  let count = 0;
  for (const movement of movements) {
    if (movement.status !== 'completed') continue;
    const amount = BigInt(movement.amount_minor);
    if (amount < 0n) debit -= amount;
    else credit += amount;
    count += 1;
  }
  if (debit !== totals.totalDebitMinor || credit !== totals.totalCreditMinor || count !== totals.movementCount)
    throw new StatementInvariantError('the movements differ from the statement totals');
}
