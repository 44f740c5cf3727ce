import { createHash } from 'node:crypto';
import { httpStatusByCode, isFieldErrorCode, type FieldErrorCode, type ResponseCode } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import { idempotencyKeys } from './platform.schema.ts';
import { withTransaction } from './transactions.ts';

/**
 * Whose idempotency keys these are (docs/decisions/0027): `<kind>:<owner>`, one of
 * - `customer:<customer id>` — keys an API caller sent in `Idempotency-Key`, owned by the acting
 *   customer (`customer:42`);
 * - `job:<job name>` — keys a background job chose for its effects (`job:recurring-transfers`);
 * - `webhook:<source>` — event ids of an inbound webhook source (`webhook:rails-sandbox`).
 *
 * The same key in two scopes names two different operations. Build scopes with
 * {@link customerScope}, {@link jobScope} and {@link webhookScope}, never by hand.
 */
export type IdempotencyScope = `customer:${number}` | `job:${string}` | `webhook:${string}`;

/** Job names and webhook sources: lower-case words joined by `-`, `_` or `.` (e.g. `rails-sandbox`). */
const ownerNamePattern = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;

function checkedOwnerName(kind: string, name: string): string {
  if (!ownerNamePattern.test(name)) throw new Error(`invalid ${kind} name for an idempotency scope: ${name}`);
  return name;
}

/** The scope of the keys an API caller sends for customer `customerId` (a positive integer id). */
export function customerScope(customerId: number): IdempotencyScope {
  if (!Number.isSafeInteger(customerId) || customerId < 1) throw new Error(`invalid customer id: ${customerId}`);
  return `customer:${customerId}`;
}

/** The scope of the keys a background job uses, by its declared name (e.g. `recurring-transfers`). */
export function jobScope(jobName: string): IdempotencyScope {
  return `job:${checkedOwnerName('job', jobName)}`;
}

/** The scope of the event ids an inbound webhook source sends, by the source's name (e.g. `rails-sandbox`). */
export function webhookScope(source: string): IdempotencyScope {
  return `webhook:${checkedOwnerName('webhook source', source)}`;
}

/** One operation to run once: its key in its scope, and what it is, to tell a true repeat from a changed one. */
export interface OnceOperation {
  scope: IdempotencyScope;
  /** The idempotency key, unique within the scope (an `Idempotency-Key` header, a webhook's event id, …). */
  key: string;
  /** What runs under the key, e.g. the method's or the job's name; a repeat naming another is refused. */
  operation: string;
  /** A hash of the request (e.g. SHA-256 of the operation and its canonical input); a repeat with another is refused. */
  requestHash: string;
}

/** A refusal as stored under its key (the reply envelope's error fields). */
const storedRefusalSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    validationErrors: z.array(
      z.object({
        field: z.string(),
        // Stored by this server, so always a catalogue code; 'invalid' only guards the type.
        code: z.string().transform((code): FieldErrorCode => (isFieldErrorCode(code) ? code : 'invalid')),
        description: z.string(),
      }),
    ),
  }),
});

const storedReplySchema = z.object({ ok: z.unknown() });

function isResponseCode(code: string): code is ResponseCode {
  return Object.hasOwn(httpStatusByCode, code);
}

/** The AppError a stored refusal replays as. */
function refusalOf(stored: z.output<typeof storedRefusalSchema>): AppError {
  const { code, description, validationErrors } = stored.error;
  return new AppError(isResponseCode(code) ? code : 'UE', description, validationErrors);
}

function keyIs(once: OnceOperation) {
  return and(eq(idempotencyKeys.scope, once.scope), eq(idempotencyKeys.key, once.key));
}

/**
 * Claims the key inside `tx`: a new key is inserted (and held until the commit); a key already
 * stored returns its stored outcome. A concurrent claim of the same key waits here until the first
 * transaction ends. Throws 'IDK' when the stored key belongs to another operation or request.
 */
async function claim(
  tx: Transaction,
  once: OnceOperation,
): Promise<{ stored: false } | { stored: true; value: unknown }> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope: once.scope, key: once.key, operation: once.operation, requestHash: once.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { stored: false };
  const [existing] = await tx.select().from(idempotencyKeys).where(keyIs(once));
  if (!existing || existing.requestHash !== once.requestHash || existing.operation !== once.operation)
    throw new AppError('IDK');
  return { stored: true, value: existing.response };
}

/**
 * Runs `work` in one database transaction, exactly once per key in its scope (DESIGN §4,
 * docs/decisions/0027), and returns its reply; a repeat returns the first reply again without running
 * `work`. The key row is inserted in the same transaction as `work`'s effects: a concurrent repeat
 * waits on it until the first commits, then replays. A repeat whose operation or request hash differs
 * is refused with AppError 'IDK'. A business refusal (an AppError other than 'IDK') is stored too, so a
 * repeat gets the same refusal; any other error rolls everything back and stores nothing, so a repeat
 * runs `work` afresh.
 * @param replySchema reads a stored reply back; the reply must survive JSON (it is kept as jsonb) and
 *   parse through the schema as it was returned (wire-format replies do).
 */
export async function runOnce<S extends z.ZodType>(
  db: Database,
  once: OnceOperation,
  replySchema: S,
  work: (tx: Transaction) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  let outcome: { replayed: false; reply: z.output<S> } | { replayed: true; stored: unknown };
  try {
    outcome = await withTransaction(db, async (tx) => {
      const claimed = await claim(tx, once);
      if (claimed.stored) return { replayed: true as const, stored: claimed.value };
      const reply = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ response: { ok: reply } })
        .where(keyIs(once));
      return { replayed: false as const, reply };
    });
  } catch (error) {
    if (error instanceof AppError && error.code !== 'IDK') await storeRefusal(db, once, error);
    throw error;
  }
  if (!outcome.replayed) return outcome.reply;
  return replayStoredOutcome(outcome.stored, replySchema);
}

/**
 * The reply of a repeat: the outcome stored under its key (the `response` column), read back through
 * the method's reply schema; a stored refusal is thrown again as the same AppError.
 */
export function replayStoredOutcome<S extends z.ZodType>(stored: unknown, replySchema: S): z.output<S> {
  const refusal = storedRefusalSchema.safeParse(stored);
  if (refusal.success) throw refusalOf(refusal.data);
  return replySchema.parse(storedReplySchema.parse(stored).ok);
}

/**
 * Remembers `work`'s refusal under the key, so that a repeat gets the same answer. The refused
 * transaction rolled back with its key row, so this inserts it afresh; if a concurrent repeat has
 * stored an outcome meanwhile, that one stays.
 */
export async function storeRefusal(db: Database, once: OnceOperation, refusal: AppError): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx
      .insert(idempotencyKeys)
      .values({
        scope: once.scope,
        key: once.key,
        operation: once.operation,
        requestHash: once.requestHash,
        response: {
          error: { code: refusal.code, description: refusal.message, validationErrors: refusal.validationErrors },
        },
      })
      .onConflictDoNothing();
  });
}

/** Stable JSON (sorted keys) so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(typeof value === 'bigint' ? value.toString() : value) ?? 'null';
}

/**
 * SHA-256 (hex) of an operation's name and its parsed input, keys sorted: the `requestHash` that
 * tells a true repeat under a key from a changed request (API calls, jobs and webhooks alike).
 */
export function hashRequest(operation: string, input: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(stableJson(input)).digest('hex');
}
