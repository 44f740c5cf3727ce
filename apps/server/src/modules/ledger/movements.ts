import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerTransfers } from './ledger.schema.ts';

// Read models the ledger publishes for other modules (docs/decisions/0019-module-boundaries.md): they
// see movements through these queries and their documented columns, never the ledger's tables.

/**
 * One movement row of {@link customerMovements}: a (transfer, account) of one customer, its fee
 * entries included (decision 0031).
 * Column names are snake case, as the database returns them.
 */
export interface MovementRow extends Record<string, unknown> {
  /** The ledger transfer id (posted) or pending transfer id, as text. */
  transaction_id: string;
  created_at: Date | string;
  /** 'fee' for a transfer of fee entries only, otherwise the transfer's kind. */
  transaction_type: string;
  /** The transfer's kind (packages/contract transfer kinds). */
  kind: string;
  account_id: number | string;
  /** Signed sum of the transfer's entries on the account (fee included), in minor units, as a decimal string. */
  amount_minor: string;
  /** Signed sum of its fee entries on the account, in minor units ('0' when none). */
  fee_minor: string;
  currency_code: string;
  /** Posted: 'completed'; pending: 'processing'; voided: 'rejected'. */
  status: 'completed' | 'processing' | 'rejected';
  description: string | null;
  /** The transfer's metadata (its kind's metadata schema). */
  metadata: Record<string, unknown> | null;
}

/**
 * Every movement on the customer's accounts as a SQL relation with the columns of
 * {@link MovementRow}, to be used as a subquery (`with m as (…)`) and filtered or paged by the
 * caller: posted transfers as 'completed', pending ones as 'processing', voided ones as 'rejected';
 * one row per transfer and account, the fee charged with it inside the amount and told apart in
 * `fee_minor` (spec 001 §2, §3; decision 0031). A pending or voided transfer is a movement only of
 * a customer who pays in it (one of its entries debits one of the customer's accounts): a payee sees
 * nothing of a business's payment that waits for approval or was declined, neither its amount nor its
 * note, and sees it once it is posted (finding N-L4, decision 0138).
 */
export function customerMovements(customerId: number): SQL {
  return sql`
    select t.id::text as transaction_id, t.created_at,
           case when bool_and(e.purpose = 'fee') then 'fee' else t.kind end as transaction_type,
           t.kind, e.account_id, sum(e.amount_minor) as amount_minor,
           coalesce(sum(e.amount_minor) filter (where e.purpose = 'fee'), 0) as fee_minor,
           a.currency_code, 'completed' as status, t.description, t.metadata
    from ledger_entries e
    join ledger_transfers t on t.id = e.transfer_id
    join ledger_accounts a on a.id = e.account_id
    where a.customer_id = ${customerId}
    group by t.id, e.account_id, a.currency_code
    union all
    select p.id::text, p.created_at, case when bool_and(x.purpose = 'fee') then 'fee' else p.kind end,
           p.kind, a.id, sum((x."amountMinor")::bigint),
           coalesce(sum((x."amountMinor")::bigint) filter (where x.purpose = 'fee'), 0), a.currency_code,
           case when p.status = 'pending' then 'processing' else 'rejected' end, p.description, p.metadata
    from ledger_pending_transfers p
    cross join lateral jsonb_to_recordset(p.entries) as x("accountId" bigint, "amountMinor" text, purpose text)
    join ledger_accounts a on a.id = x."accountId"
    where p.status <> 'posted' and a.customer_id = ${customerId}
      and exists (
        select 1 from jsonb_to_recordset(p.entries) as d("accountId" bigint, "amountMinor" text)
        join ledger_accounts da on da.id = d."accountId"
        where da.customer_id = ${customerId} and (d."amountMinor")::bigint < 0)
    group by p.id, a.id, a.currency_code`;
}

/**
 * The recipients of the customer's posted p2p transfers (their metadata's `toEmail` and `toName`),
 * most recent first, at most `limit` of them.
 */
export async function listRecentP2pRecipients(
  db: Executor,
  fromCustomerId: number,
  limit: number,
): Promise<{ email: string; name: string; lastTransferAt: Date }[]> {
  const rows = await db
    .select({
      email: sql<string>`${ledgerTransfers.metadata}->>'toEmail'`,
      name: sql<string>`max(${ledgerTransfers.metadata}->>'toName')`,
      last: sql<Date>`max(${ledgerTransfers.createdAt})`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.kind, 'p2p'),
        sql`(${ledgerTransfers.metadata}->>'fromCustomerId')::int = ${fromCustomerId}`,
      ),
    )
    .groupBy(sql`${ledgerTransfers.metadata}->>'toEmail'`)
    .orderBy(desc(sql`max(${ledgerTransfers.createdAt})`))
    .limit(limit);
  return rows.map((row) => ({ email: row.email, name: row.name, lastTransferAt: new Date(row.last) }));
}
