import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';

/** One broken invariant found by the checker. */
interface LedgerProblem {
  invariant:
    | 'transfer-sums-to-zero'
    | 'transfer-has-two-entries'
    | 'entry-currency-matches-account'
    | 'balance-equals-entries'
    | 'balance-above-floor'
    | 'pending-not-negative'
    | 'pending-equals-open-holds'
    | 'hold-resolved-once'
    | 'crypto-deposit-credited-once'
    | 'crypto-clearing-only-deposits'
    | 'clearing-not-negative'
    | 'return-names-its-payout';
  detail: string;
}

/** The checker's findings and the size of what it read. */
export interface LedgerCheckResult {
  ok: boolean;
  problems: LedgerProblem[];
  counts: { accounts: number; transfers: number; entries: number };
}

/** Most problems reported per invariant, so a badly broken database still gives a readable report. */
const maxProblemsPerInvariant = 50;

type Row = Record<string, unknown>;

function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  return queryRows(db, query);
}

/**
 * Verifies the ledger's invariants on any database (DESIGN §4, `npm run ledger:check`):
 * every transfer's entries sum to zero per currency and it has at least two entries; every
 * entry's currency is its account's; every account's stored balance equals the sum of its
 * entries; no account with a floor is below it; no negative pending amount; every account's pending
 * amount equals its open holds; every pending transfer is posted at most once (and exactly once
 * when marked posted); every crypto deposit output is credited at most once and the crypto clearing
 * account moves only by crypto deposits; no rail clearing account is negative and every payout
 * return reverses one posted payout, once (decision 0040).
 */
export async function checkLedger(db: Executor): Promise<LedgerCheckResult> {
  const problems: LedgerProblem[] = [];
  const limit = sql.raw(String(maxProblemsPerInvariant));

  for (const row of await rows(
    db,
    sql`
    select transfer_id, currency_code, sum(amount_minor)::text as total
    from ledger_entries group by transfer_id, currency_code having sum(amount_minor) <> 0 limit ${limit}`,
  )) {
    problems.push({
      invariant: 'transfer-sums-to-zero',
      detail: `transfer ${String(row.transfer_id)} ${String(row.currency_code)} sums to ${String(row.total)}`,
    });
  }
  for (const row of await rows(
    db,
    sql`
    select t.id, count(e.id)::int as entries from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
    group by t.id having count(e.id) < 2 limit ${limit}`,
  )) {
    problems.push({
      invariant: 'transfer-has-two-entries',
      detail: `transfer ${String(row.id)} has ${String(row.entries)} entries`,
    });
  }
  for (const row of await rows(
    db,
    sql`
    select e.id, e.currency_code as entry_currency, a.currency_code as account_currency
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.currency_code <> a.currency_code limit ${limit}`,
  )) {
    problems.push({
      invariant: 'entry-currency-matches-account',
      detail: `entry ${String(row.id)} is ${String(row.entry_currency)} on a ${String(row.account_currency)} account`,
    });
  }
  for (const row of await rows(
    db,
    sql`
    select a.id, a.balance_minor::text as balance, coalesce(sum(e.amount_minor), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0) limit ${limit}`,
  )) {
    problems.push({
      invariant: 'balance-equals-entries',
      detail: `account ${String(row.id)} stores ${String(row.balance)} but its entries sum to ${String(row.entries)}`,
    });
  }
  for (const row of await rows(
    db,
    sql`
    select id, balance_minor::text as balance, pending_minor::text as pending, balance_min_minor::text as floor
    from ledger_accounts where balance_min_minor is not null and balance_minor - pending_minor < balance_min_minor limit ${limit}`,
  )) {
    problems.push({
      invariant: 'balance-above-floor',
      detail: `account ${String(row.id)} has balance ${String(row.balance)} − pending ${String(row.pending)} below floor ${String(row.floor)}`,
    });
  }
  for (const row of await rows(db, sql`select id from ledger_accounts where pending_minor < 0 limit ${limit}`)) {
    problems.push({
      invariant: 'pending-not-negative',
      detail: `account ${String(row.id)} has a negative pending amount`,
    });
  }

  for (const row of await rows(
    db,
    sql`
    select a.id, a.pending_minor::text as pending, coalesce(sum(h.amount_minor) filter (where p.status = 'pending'), 0)::text as holds
    from ledger_accounts a
    left join ledger_holds h on h.account_id = a.id
    left join ledger_pending_transfers p on p.id = h.pending_transfer_id
    group by a.id having a.pending_minor <> coalesce(sum(h.amount_minor) filter (where p.status = 'pending'), 0) limit ${limit}`,
  )) {
    problems.push({
      invariant: 'pending-equals-open-holds',
      detail: `account ${String(row.id)} shows pending ${String(row.pending)} but its open holds sum to ${String(row.holds)}`,
    });
  }
  for (const row of await rows(
    db,
    sql`
    select p.id, p.status, p.posted_transfer_id,
           (select count(*) from ledger_transfers t where t.metadata->>'pendingTransferId' = p.id::text)::int as postings
    from ledger_pending_transfers p
    where (p.status = 'posted') <> (p.posted_transfer_id is not null)
       or (select count(*) from ledger_transfers t where t.metadata->>'pendingTransferId' = p.id::text) <> (case when p.status = 'posted' then 1 else 0 end)
    limit ${limit}`,
  )) {
    problems.push({
      invariant: 'hold-resolved-once',
      detail: `pending transfer ${String(row.id)} is ${String(row.status)} with ${String(row.postings)} posting(s)`,
    });
  }

  // Crypto deposits (decision 0050): one chain output is credited at most once, and the crypto
  // clearing account moves only by crypto deposits (its balance is minus what came in from chains).
  for (const row of await rows(
    db,
    sql`
    select metadata->>'txid' as txid, metadata->>'vout' as vout, count(*)::int as credits
    from ledger_transfers where kind = 'cryptoDeposit'
    group by metadata->>'txid', metadata->>'vout' having count(*) > 1 limit ${limit}`,
  )) {
    problems.push({
      invariant: 'crypto-deposit-credited-once',
      detail: `output ${String(row.txid)}:${String(row.vout)} is credited ${String(row.credits)} times`,
    });
  }
  for (const row of await rows(
    db,
    sql`
    select e.id, t.kind from ledger_entries e
    join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
    where a.system_code = 'crypto_clearing' and t.kind <> 'cryptoDeposit' limit ${limit}`,
  )) {
    problems.push({
      invariant: 'crypto-clearing-only-deposits',
      detail: `entry ${String(row.id)} on the crypto clearing account belongs to a '${String(row.kind)}' transfer`,
    });
  }

  // A rail's clearing account only ever holds what settled payouts sent out, less what came back:
  // it is never negative, and every return reverses one posted payout, once (decision 0040).
  for (const row of await rows(
    db,
    sql`
    select currency_code, sum(balance_minor)::text as balance from ledger_accounts
    where system_code = 'rail_clearing' group by currency_code having sum(balance_minor) < 0 limit ${limit}`,
  )) {
    problems.push({
      invariant: 'clearing-not-negative',
      detail: `rail clearing ${String(row.currency_code)} is ${String(row.balance)}`,
    });
  }
  for (const row of await rows(
    db,
    sql`
    select r.id, r.metadata->>'originalTransactionId' as original from ledger_transfers r
    left join ledger_transfers o on o.id::text = r.metadata->>'originalTransactionId' and o.kind = 'payout'
    where r.kind = 'payoutReturn'
      and (o.id is null or (select count(*) from ledger_transfers x
                            where x.kind = 'payoutReturn' and x.metadata->>'originalTransactionId' = r.metadata->>'originalTransactionId') > 1)
    limit ${limit}`,
  )) {
    problems.push({
      invariant: 'return-names-its-payout',
      detail: `return ${String(row.id)} names ${String(row.original)}, which is not a payout returned once`,
    });
  }

  const [counts] = await rows(
    db,
    sql`
    select (select count(*) from ledger_accounts)::int as accounts,
           (select count(*) from ledger_transfers)::int as transfers,
           (select count(*) from ledger_entries)::int as entries`,
  );
  return {
    ok: problems.length === 0,
    problems,
    counts: {
      accounts: Number(counts?.accounts ?? 0),
      transfers: Number(counts?.transfers ?? 0),
      entries: Number(counts?.entries ?? 0),
    },
  };
}
