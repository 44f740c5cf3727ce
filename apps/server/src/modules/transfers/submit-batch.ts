import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client.ts';
import { storeRefusal, type OnceOperation } from '../../platform/idempotency.ts';
import { MicroBatcher } from '../../platform/micro-batcher.ts';
import { AppError } from '../../rpc/app-error.ts';
import { limitExceeded, type LimitKind, type LimitOperation } from '../limits/index.ts';
import type { PreparedPosting } from '../ledger/index.ts';

/** Most submits in one database call: each is a subtransaction, and PostgreSQL keeps 64 per transaction in memory. */
const maxSubmitsPerCall = 48;
/**
 * Batch calls of one server process running at once. One: two calls would lock the same system
 * rows (fee shards) and wait for each other's commit anyway; measured, one carries more submits per
 * call and per WAL flush and posts more per second (docs/performance.md).
 */
const maxCallsInFlight = 1;

/**
 * A priced transfer submitted through the batch path (decision 0030): posted at once (approval mode
 * none), exactly once under its idempotency key, within its customer's limits.
 */
export interface BatchSubmit {
  once: OnceOperation;
  /** The customer whose money moves. */
  customerId: number;
  /** What counts against the customer's limit, in minor units of `currencyCode`; null when no limit applies to the kind. */
  limit: {
    operation: LimitOperation;
    currencyCode: string;
    amountMinor: bigint;
    day: string;
    monthStart: string;
  } | null;
  posting: PreparedPosting;
  /** The reply stored under the key and returned when the transfer is posted (wire format, JSON-safe). */
  reply: Record<string, unknown>;
}

/**
 * What became of one submit:
 * - `posted`: committed; answer the reply;
 * - `replay`: the key was used before by the same request; `stored` is its stored outcome;
 * - `ordinary`: nothing was written; run the submit on the ordinary path (approval needed, or the
 *   batch call failed as a whole, e.g. on a deadlock);
 * and a refusal is thrown as its AppError ('IDK', 'LIM', 'ISF', 'CA'), stored under the key like
 * the ordinary path stores it (except 'IDK').
 */
export type BatchOutcome = { kind: 'posted' } | { kind: 'replay'; stored: unknown } | { kind: 'ordinary' };

// Tried in order: `stored` last, since an object without it would pass as `{ stored: undefined }`.
const outcomeSchema = z.union([
  z.object({ posted: z.literal(true) }),
  z.object({ mismatch: z.literal(true) }),
  z.object({ refused: z.string(), detail: z.string() }),
  z.object({ stored: z.unknown() }),
]);
const outcomesSchema = z.array(outcomeSchema);
type RawOutcome = z.output<typeof outcomeSchema>;

/** The batcher of each database (tests open several in one process). */
const batchers = new WeakMap<Database, MicroBatcher<BatchSubmit, RawOutcome | 'failed'>>();

function batcherOf(db: Database): MicroBatcher<BatchSubmit, RawOutcome | 'failed'> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new MicroBatcher((submits) => runBatch(db, submits), {
      maxItems: maxSubmitsPerCall,
      maxInFlight: maxCallsInFlight,
    });
    batchers.set(db, batcher);
  }
  return batcher;
}

/** One call of `transfers_submit_batch` (migration 0024); a failed call fails none of its items: they go the ordinary way. */
async function runBatch(db: Database, submits: BatchSubmit[]): Promise<(RawOutcome | 'failed')[]> {
  const items = submits.map((submit) => ({
    scope: submit.once.scope,
    key: submit.once.key,
    operation: submit.once.operation,
    requestHash: submit.once.requestHash,
    customerId: submit.customerId,
    limit: submit.limit && { ...submit.limit, amountMinor: submit.limit.amountMinor.toString() },
    transfer: submit.posting,
    reply: submit.reply,
  }));
  try {
    const [row] = await queryRows(db, sql`select transfers_submit_batch(${JSON.stringify(items)}::jsonb) as outcomes`);
    const outcomes = outcomesSchema.parse(row?.outcomes);
    if (outcomes.length !== submits.length)
      throw new Error('transfers_submit_batch returned another number of outcomes');
    return outcomes;
  } catch {
    // Deadlock with an ordinary transaction, a lost connection, a malformed transfer: each submit
    // runs again on the ordinary path, which claims its key first, so nothing runs twice.
    return submits.map(() => 'failed' as const);
  }
}

/** The AppError of a refusal the database function reported, or undefined for 'take the ordinary path'. */
function refusalOf(submit: BatchSubmit, sqlState: string, detail: string): AppError | undefined {
  if (sqlState === 'TSISF') return new AppError('ISF');
  if (sqlState === 'TSCA0') return new AppError('CA');
  if (sqlState === 'TSLIM' && submit.limit) {
    const match = /^(single-transfer|daily|monthly):(\d+)$/.exec(detail);
    if (match?.[1] && match[2])
      return limitExceeded(match[1] as LimitKind, BigInt(match[2]), submit.limit.currencyCode);
  }
  return undefined;
}

/**
 * Submits a priced transfer through the batch path: it waits for the next batch call of this
 * process, which posts it together with the others in one transaction and one commit, each in its
 * own subtransaction (a refused one never fails its neighbours).
 * @throws AppError 'IDK' when the key was used by another request; 'LIM', 'ISF' or 'CA' when refused
 *   (stored under the key first, so that a repeat gets the same answer).
 */
export async function submitInBatch(db: Database, submit: BatchSubmit): Promise<BatchOutcome> {
  const outcome = await batcherOf(db).submit(submit);
  if (outcome === 'failed') return { kind: 'ordinary' };
  if ('posted' in outcome) return { kind: 'posted' };
  if ('mismatch' in outcome) throw new AppError('IDK');
  if ('refused' in outcome) {
    const refusal = refusalOf(submit, outcome.refused, outcome.detail);
    if (!refusal) return { kind: 'ordinary' };
    await storeRefusal(db, submit.once, refusal);
    throw refusal;
  }
  // A stored key always holds an outcome once its transaction committed; without one, go the ordinary way.
  if (outcome.stored === null || outcome.stored === undefined) return { kind: 'ordinary' };
  return { kind: 'replay', stored: outcome.stored };
}
