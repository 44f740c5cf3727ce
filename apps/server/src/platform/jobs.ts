import { hostname } from 'node:os';
import type { AdminJob, JobState } from '@tessera/contract';
import { and, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.ts';
import type { Adapters } from './adapters.ts';
import { jobs } from './platform.schema.ts';
import { fieldError } from '../rpc/app-error.ts';
import { newId, randomToken } from './ids.ts';
import { redactSecrets, scrubErrorMessage } from './logging.ts';
import { afterCommit } from './transactions.ts';

/*
 * Background jobs in the database (docs/decisions/0022). Modules declare their jobs with
 * `defineJob` and export them from their index.ts; app.ts hands every declaration to one runner.
 * A job runs at least once: a worker that crashes mid-run leaves its row locked until
 * `locked_until`, after which another worker takes it again, so every handler must be safe to run
 * twice (the modules' passes already are: they claim their own rows with FOR UPDATE SKIP LOCKED).
 */

/** What a handler receives besides its payload. */
interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** The outside-service adapters of the app (absent in runners built without them, e.g. some tests). */
  adapters: Adapters | undefined;
}

/**
 * A job a module declares. `periodic` jobs have one row each and run every
 * JOBS_INTERVAL_SECONDS (0 turns the scheduler off); a failed pass is retried with back-off, never
 * later than the next regular pass, and a periodic job never goes dead. `on-demand` jobs run once
 * per {@link enqueueJob}; after `maxAttempts` failed attempts they are dead until an administrator
 * retries them (`jobRetry`).
 */
export interface JobDeclaration<Payload = unknown> {
  /** Unique, kebab-case: `recurring-transfers`, `webhook-delivery`. */
  readonly name: string;
  readonly schedule: 'periodic' | 'on-demand';
  /** 1–100 attempts in all, the first included. */
  readonly maxAttempts: number;
  /** Longest run in seconds before the lock expires and another worker takes the job (default 300). */
  readonly lockSeconds?: number;
  /** Validates the stored payload before each run; periodic jobs use {@link emptyPayload}. */
  readonly payload: z.ZodType<Payload>;
  /** One run. @returns how many items it handled (logged when more than 0). */
  run(payload: Payload, context: JobContext): Promise<number | undefined>;
}

/** The payload of a job that needs none (every periodic job). */
export const emptyPayload = z.object({}).strict();

/** Declares a job; checks its limits (DESIGN §7.6). */
export function defineJob<Payload>(declaration: JobDeclaration<Payload>): JobDeclaration<Payload> {
  if (!/^[a-z][a-z0-9-]{1,62}$/.test(declaration.name)) throw new Error(`bad job name ${declaration.name}`);
  if (!Number.isInteger(declaration.maxAttempts) || declaration.maxAttempts < 1 || declaration.maxAttempts > 100)
    throw new Error(`job ${declaration.name}: maxAttempts must be 1–100`);
  return declaration;
}

/** First retry waits about this long; each further one twice as long (exponential back-off). */
export const backoffBaseMs = 5_000;
/** No retry waits longer than this. */
const backoffMaxMs = 3_600_000;
const defaultLockSeconds = 300;
/** Jobs claimed at once by one worker, and jobs one pass runs at most (DESIGN §7.6). */
const claimBatchSize = 5;
const maxJobsPerPass = 100;
/** Longest stored error message. */
const maxErrorLength = 1_000;

/**
 * The wait before retry number `attempt` (1 after the first failure): base · 2^(attempt−1), capped
 * at {@link backoffMaxMs}, with "equal jitter" (between half and all of it) so that jobs failing
 * together do not retry together. `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, random: number = Math.random()): number {
  const exponential = Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
  return Math.round(exponential / 2 + (exponential / 2) * random);
}

function storedDedupeKey(name: string, key: string): string {
  return `${name}:${key}`;
}

/** In-process listeners told when a job was committed here, so a sleeping runner starts at once. */
const wakeListeners = new Set<() => void>();

/**
 * Enqueues an on-demand job, in the caller's transaction when `executor` is one (the job exists
 * exactly when the caller's writes do). With `dedupeKey` (e.g. a webhook's event id, 1–200
 * characters) the job is enqueued at most once per key and job name while its row is kept
 * (finished rows are deleted after {@link doneJobRetentionMs}).
 * @returns the job's id, and whether this call enqueued it (false: the key was already there).
 * @throws Error when the declaration is periodic or the payload does not match its schema (a bug).
 */
export async function enqueueJob<Payload>(
  executor: Executor,
  declaration: JobDeclaration<Payload>,
  payload: Payload,
  options: { dedupeKey?: string; runAt?: Date } = {},
): Promise<{ jobId: string; isEnqueued: boolean }> {
  if (declaration.schedule !== 'on-demand') throw new Error(`job ${declaration.name} is periodic`);
  const parsed = declaration.payload.parse(payload);
  if (options.dedupeKey !== undefined && (options.dedupeKey.length < 1 || options.dedupeKey.length > 200))
    throw new Error('dedupeKey must have 1–200 characters');
  const dedupeKey = options.dedupeKey === undefined ? null : storedDedupeKey(declaration.name, options.dedupeKey);
  const id = newId();
  const inserted = await executor
    .insert(jobs)
    .values({
      id,
      name: declaration.name,
      payload: parsed,
      maxAttempts: declaration.maxAttempts,
      dedupeKey,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted.length > 0) {
    afterCommit(executor, () => {
      for (const wake of wakeListeners) wake();
    });
    return { jobId: id, isEnqueued: true };
  }
  const [existing] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, dedupeKey ?? ''));
  if (!existing) throw new Error('a conflicting job disappeared');
  return { jobId: existing.id, isEnqueued: false };
}

type JobRow = typeof jobs.$inferSelect;

/** What {@link createJobRunner} needs. */
export interface JobRunnerOptions {
  db: Database;
  declarations: readonly JobDeclaration[];
  log: FastifyBaseLogger;
  /** Interval of the periodic jobs (JOBS_INTERVAL_SECONDS · 1000); due jobs are polled at least every 5 s. */
  intervalMs: number;
  /** Names this worker in `locked_by` (default: host name, process id and a random suffix). */
  workerId?: string;
  /** The app's outside-service adapters, handed to each job (a sandbox rail's delivery uses its rail). */
  adapters?: Adapters;
}

/** The worker loop of one server process. */
export interface JobRunner {
  /** Starts polling (and listening for jobs enqueued in this process). */
  start(): void;
  /**
   * One pass: creates missing periodic rows, buries running jobs whose lock expired after their last
   * attempt, then claims and runs due jobs (at most 100). `now` replaces the clock (tests).
   * @returns how many jobs it ran.
   */
  runDue(now?: Date): Promise<number>;
  /** Stops polling and waits for the running pass. */
  stop(): Promise<void>;
}

/**
 * The database job runner: claims due jobs of the declared names with `FOR UPDATE SKIP LOCKED`
 * (safe with any number of processes on one PostgreSQL; on PGlite there is one process), runs
 * them, and records success, a retry with back-off, or death.
 * @throws Error when two declarations share a name.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, intervalMs } = options;
  const byName = new Map<string, JobDeclaration>();
  for (const declaration of options.declarations) {
    if (byName.has(declaration.name)) throw new Error(`job ${declaration.name} declared twice`);
    byName.set(declaration.name, declaration);
  }
  const names = [...byName.keys()];
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomToken(4)}`;
  let hasPeriodicRows = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | null = null;
  let isWakeRequested = false;

  async function ensurePeriodicRows(now: Date): Promise<void> {
    const periodic = options.declarations.filter((declaration) => declaration.schedule === 'periodic');
    if (periodic.length === 0) return;
    await db
      .insert(jobs)
      .values(
        periodic.map((declaration) => ({
          id: newId(),
          name: declaration.name,
          isPeriodic: true,
          maxAttempts: declaration.maxAttempts,
          dedupeKey: storedDedupeKey(declaration.name, 'periodic'),
          runAt: now,
        })),
      )
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }

  /** On-demand jobs whose worker vanished during their last allowed attempt are dead. */
  async function buryAbandoned(now: Date): Promise<void> {
    await db
      .update(jobs)
      .set({
        state: 'dead',
        lockedBy: null,
        lockedUntil: null,
        lastError: 'The worker stopped before the job finished (its lock expired).',
        finishedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          inArray(jobs.name, names),
          eq(jobs.state, 'running'),
          eq(jobs.isPeriodic, false),
          lte(jobs.lockedUntil, now),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      );
  }

  async function claim(now: Date, limit: number): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          or(
            and(inArray(jobs.state, ['pending', 'failed']), lte(jobs.runAt, now)),
            and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        // The lock runs from the claim for as long as the job's declaration allows.
        lockedUntil: sql`${now.toISOString()}::timestamptz + (case ${jobs.name} ${sql.join(
          options.declarations.map(
            (declaration) =>
              sql`when ${declaration.name} then ${declaration.lockSeconds ?? defaultLockSeconds}::integer`,
          ),
          sql` `,
        )} else ${defaultLockSeconds}::integer end) * interval '1 second'`,
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return claimed;
  }

  /** Records the outcome, unless another worker took the job meanwhile (its lock expired). */
  async function finish(row: JobRow, outcome: { error: unknown } | null, now: Date): Promise<void> {
    const stillOurs = and(
      eq(jobs.id, row.id),
      eq(jobs.state, 'running'),
      eq(jobs.lockedBy, workerId),
      eq(jobs.attempts, row.attempts),
    );
    const unlocked = { lockedBy: null, lockedUntil: null, updatedAt: now };
    if (!outcome) {
      await db
        .update(jobs)
        .set(
          row.isPeriodic
            ? {
                ...unlocked,
                state: 'pending',
                attempts: 0,
                lastError: null,
                finishedAt: now,
                runAt: new Date(now.getTime() + intervalMs),
              }
            : { ...unlocked, state: 'done', lastError: null, finishedAt: now },
        )
        .where(stillOurs);
      return;
    }
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const lastError = scrubErrorMessage(message).slice(0, maxErrorLength) || 'failed';
    const delayMs = retryDelayMs(row.attempts);
    if (row.isPeriodic) {
      const runAt = new Date(now.getTime() + Math.min(delayMs, intervalMs));
      await db
        .update(jobs)
        .set({ ...unlocked, state: 'failed', lastError, runAt })
        .where(stillOurs);
    } else if (row.attempts >= row.maxAttempts) {
      await db
        .update(jobs)
        .set({ ...unlocked, state: 'dead', lastError, finishedAt: now })
        .where(stillOurs);
    } else {
      const runAt = new Date(now.getTime() + delayMs);
      await db
        .update(jobs)
        .set({ ...unlocked, state: 'failed', lastError, runAt })
        .where(stillOurs);
    }
  }

  async function runOne(row: JobRow, fixedNow: Date | undefined): Promise<void> {
    const declaration = byName.get(row.name);
    if (!declaration) throw new Error(`claimed an undeclared job ${row.name}`);
    let outcome: { error: unknown } | null = null;
    try {
      const payload = declaration.payload.parse(row.payload);
      const handled = await declaration.run(payload, {
        db,
        log,
        jobId: row.id,
        attempt: row.attempts,
        adapters: options.adapters,
      });
      if (typeof handled === 'number' && handled > 0) log.info({ job: row.name, count: handled }, 'job done');
    } catch (error) {
      outcome = { error };
      log.error({ err: error, job: row.name, jobId: row.id, attempt: row.attempts }, 'job failed');
    }
    await finish(row, outcome, fixedNow ?? new Date());
  }

  async function runDue(fixedNow?: Date): Promise<number> {
    if (names.length === 0) return 0;
    const now = fixedNow ?? new Date();
    if (!hasPeriodicRows) {
      await ensurePeriodicRows(now);
      hasPeriodicRows = true;
    }
    await buryAbandoned(now);
    let ran = 0;
    while (!stopping && ran < maxJobsPerPass) {
      const claimed = await claim(fixedNow ?? new Date(), Math.min(claimBatchSize, maxJobsPerPass - ran));
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((row) => runOne(row, fixedNow)));
      ran += claimed.length;
    }
    return ran;
  }

  /** Starts a pass unless one is running; a wake during a pass asks for another right after. */
  function tick(): void {
    if (stopping) return;
    if (pass) {
      isWakeRequested = true;
      return;
    }
    pass = runDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job pass failed');
        return 0;
      })
      .finally(() => {
        pass = null;
        if (isWakeRequested) {
          isWakeRequested = false;
          tick();
        }
      });
  }

  return {
    start() {
      if (timer) return;
      wakeListeners.add(tick);
      timer = setInterval(tick, Math.min(intervalMs, 5_000));
      tick();
    },
    runDue,
    async stop() {
      stopping = true;
      wakeListeners.delete(tick);
      if (timer) clearInterval(timer);
      while (pass) await pass;
    },
  };
}

/** Done jobs are kept this long (and their dedupe keys with them), then deleted. */
export const doneJobRetentionMs = 7 * 24 * 3_600_000;

/**
 * Deletes on-demand jobs that finished successfully more than {@link doneJobRetentionMs} ago. Dead
 * jobs stay until an administrator retries them. @returns how many rows it deleted.
 */
export async function deleteOldDoneJobs(db: Executor, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.state, 'done'),
        eq(jobs.isPeriodic, false),
        lte(jobs.finishedAt, new Date(now.getTime() - doneJobRetentionMs)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

const maxPayloadTextLength = 300;

function toAdminJob(row: JobRow): AdminJob {
  const payloadText = JSON.stringify(redactSecrets(row.payload)) ?? '';
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    isPeriodic: row.isPeriodic,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
    ...(row.lastError ? { lastError: row.lastError } : {}),
    payloadText:
      payloadText.length > maxPayloadTextLength ? `${payloadText.slice(0, maxPayloadTextLength - 1)}…` : payloadText,
  };
}

/**
 * `jobList` (admin): jobs most recently changed first, `pageSize` a page, optionally of one state,
 * with the count of every state. Payloads are shown with secret fields redacted.
 */
export async function listJobs(
  db: Executor,
  input: { state?: JobState | undefined; pageNumber: number },
  pageSize: number,
): Promise<{ jobs: AdminJob[]; total: number; counts: Record<JobState, number> }> {
  const filter = input.state ? eq(jobs.state, input.state) : undefined;
  const rows = await db
    .select()
    .from(jobs)
    .where(filter)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(pageSize)
    .offset((input.pageNumber - 1) * pageSize);
  const byState = await db.select({ state: jobs.state, total: count() }).from(jobs).groupBy(jobs.state);
  const counts: Record<JobState, number> = { pending: 0, running: 0, done: 0, failed: 0, dead: 0 };
  for (const { state, total } of byState) counts[state] = total;
  const total = input.state
    ? counts[input.state]
    : Object.values(counts).reduce((sum, stateTotal) => sum + stateTotal, 0);
  return { jobs: rows.map(toAdminJob), total, counts };
}

/**
 * `jobRetry` (admin): a dead job back to pending with no attempts used, due at `now`.
 * @throws AppError 'VF' job_not_found when there is no such job, job_not_dead when it is not dead.
 */
export async function retryDeadJob(db: Executor, id: string, now = new Date()): Promise<AdminJob> {
  const [revived] = await db
    .update(jobs)
    .set({ state: 'pending', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning();
  if (revived) {
    afterCommit(db, () => {
      for (const wake of wakeListeners) wake();
    });
    return toAdminJob(revived);
  }
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  if (!existing) throw fieldError('id', 'job_not_found');
  throw fieldError('id', 'job_not_dead');
}

/** Work started by a request that finishes after the reply (e.g. generating an export). */
export interface BackgroundRunner {
  /** Starts `work` now without waiting; errors are logged. */
  run(name: string, work: () => Promise<unknown>): void;
  /** Waits for everything started so far (at shutdown). */
  drain(): Promise<void>;
}

export function createBackgroundRunner(log: FastifyBaseLogger): BackgroundRunner {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}
