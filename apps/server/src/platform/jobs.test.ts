import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callMethod, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { jobs } from '../db/schema/index.ts';
import {
  backoffBaseMs,
  createJobRunner,
  defineJob,
  deleteOldDoneJobs,
  doneJobRetentionMs,
  emptyPayload,
  enqueueJob,
  retryDelayMs,
  type JobDeclaration,
  type JobRunner,
} from './jobs.ts';
import { withTransaction } from './transactions.ts';

let testApp: TestApp;
let adminToken: string;
beforeAll(async () => {
  // The app's own scheduler is off (JOBS_INTERVAL_SECONDS=0); each test drives runners by hand.
  testApp = await createTestApp();
  adminToken = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});
afterAll(async () => testApp.close());

const intervalMs = 60_000;
const secondMs = 1_000;

function runner(declarations: readonly JobDeclaration[], workerId: string): JobRunner {
  return createJobRunner({ db: testApp.database.db, declarations, log: testApp.app.log, intervalMs, workerId });
}

async function jobRow(id: string) {
  const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

const accountPayload = z.object({ accountId: z.number().int(), webhookSecret: z.string().optional() });

describe('background jobs (decision 0022)', () => {
  it('retries a failing job with growing back-off and buries it after its last attempt, with the error', async () => {
    // Proves failed → retried after base·2^(n−1) (jittered) → dead at maxAttempts, last error kept and scrubbed.
    let calls = 0;
    const failing = defineJob({
      name: 'test-always-fails',
      schedule: 'on-demand',
      maxAttempts: 3,
      payload: accountPayload,
      run: async () => {
        calls += 1;
        throw new Error(`provider refused account "GB33BUKB20201555555555" (call ${calls})`);
      },
    });
    const worker = runner([failing], 'worker-backoff');
    const { jobId } = await enqueueJob(testApp.database.db, failing, { accountId: 7 });
    const start = new Date(Date.now() + secondMs);

    expect(await worker.runDue(start)).toBe(1);
    let row = await jobRow(jobId);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lockedBy: null });
    const firstDelay = row.runAt.getTime() - start.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(backoffBaseMs / 2);
    expect(firstDelay).toBeLessThanOrEqual(backoffBaseMs);
    expect(row.lastError).toBe('provider refused account "[redacted]" (call 1)');

    // Not due before its back-off ends.
    expect(await worker.runDue(new Date(row.runAt.getTime() - 1))).toBe(0);
    const second = row.runAt;
    expect(await worker.runDue(second)).toBe(1);
    row = await jobRow(jobId);
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
    const secondDelay = row.runAt.getTime() - second.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(backoffBaseMs);
    expect(secondDelay).toBeLessThanOrEqual(2 * backoffBaseMs);

    expect(await worker.runDue(row.runAt)).toBe(1);
    row = await jobRow(jobId);
    expect(row).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: 'provider refused account "[redacted]" (call 3)',
    });
    expect(row.finishedAt).not.toBeNull();
    // A dead job is never claimed again.
    expect(await worker.runDue(new Date(Date.now() + 365 * 24 * 3_600_000))).toBe(0);
    expect(calls).toBe(3);
  });

  it('jitters and caps the back-off', () => {
    // Proves the delay of retry n lies in [½, 1]·base·2^(n−1) and never passes the one-hour cap.
    expect(retryDelayMs(1, 0)).toBe(backoffBaseMs / 2);
    expect(retryDelayMs(1, 0.999_999)).toBe(backoffBaseMs);
    expect(retryDelayMs(4, 0)).toBe(4 * backoffBaseMs);
    expect(retryDelayMs(80, 0)).toBe(1_800_000);
    expect(retryDelayMs(80, 0.999_999)).toBeLessThanOrEqual(3_600_000);
  });

  it('lists jobs for an admin with redacted payloads, and retry puts a dead job back to run', async () => {
    // Proves jobList shows state, attempts and last error without secrets, and jobRetry revives a dead job only.
    let shouldFail = true;
    const flaky = defineJob({
      name: 'test-flaky',
      schedule: 'on-demand',
      maxAttempts: 1,
      payload: accountPayload,
      run: async () => {
        if (shouldFail) throw new Error('rail timed out');
      },
    });
    const worker = runner([flaky], 'worker-retry');
    const { jobId } = await enqueueJob(testApp.database.db, flaky, { accountId: 9, webhookSecret: 'whsec_abc123' });
    expect(await worker.runDue(new Date(Date.now() + secondMs))).toBe(1);

    const dead = await callMethod(testApp.app, 'jobList', { state: 'dead' }, adminToken);
    expect(dead.body.responseCode).toBe('00');
    const listed = z
      .array(z.object({ id: z.string(), state: z.string(), payloadText: z.string() }).loose())
      .parse(dead.body.jobs)
      .find((job) => job.id === jobId);
    expect(listed).toMatchObject({
      name: 'test-flaky',
      state: 'dead',
      attempts: 1,
      maxAttempts: 1,
      lastError: 'rail timed out',
      isPeriodic: false,
    });
    expect(listed?.payloadText).toContain('"accountId":9');
    expect(listed?.payloadText).not.toContain('whsec_abc123');
    expect(dead.body.counts).toMatchObject({ dead: expect.any(Number) });
    expect(JSON.stringify(dead.body)).not.toContain('whsec_abc123');

    const retried = await callMethod(testApp.app, 'jobRetry', { id: jobId }, adminToken);
    expect(retried.body).toMatchObject({ responseCode: '00', job: { id: jobId, state: 'pending', attempts: 0 } });
    // Only a dead job can be retried; an unknown one is named as such.
    const again = await callMethod(testApp.app, 'jobRetry', { id: jobId }, adminToken);
    expect(again.body.validationErrors[0]).toMatchObject({ field: 'id', code: 'job_not_dead' });
    const unknown = await callMethod(
      testApp.app,
      'jobRetry',
      { id: '0190a0c0-0000-7000-8000-000000000000' },
      adminToken,
    );
    expect(unknown.body.validationErrors[0]).toMatchObject({ field: 'id', code: 'job_not_found' });

    shouldFail = false;
    expect(await worker.runDue(new Date(Date.now() + secondMs))).toBe(1);
    expect(await jobRow(jobId)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('refuses the job methods to customers', async () => {
    // Proves jobList and jobRetry are admin-only: a customer gets '13' (access denied).
    const alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
    for (const [method, body] of [
      ['jobList', {}],
      ['jobRetry', { id: '0190a0c0-0000-7000-8000-000000000000' }],
    ] as const) {
      const reply = await callMethod(testApp.app, method, body, alice);
      expect(reply.status).toBe(403);
      expect(reply.body.responseCode).toBe('13');
    }
  });

  it('never runs one job in two workers while its lock holds', async () => {
    // Proves two runners claiming together run each job once, and a job being run is not claimable.
    const runs = new Map<number, number>();
    let claimedMeanwhile = -1;
    let other: JobRunner | undefined;
    const counted = defineJob({
      name: 'test-counted',
      schedule: 'on-demand',
      maxAttempts: 3,
      payload: accountPayload,
      run: async ({ accountId }) => {
        runs.set(accountId, (runs.get(accountId) ?? 0) + 1);
        if (accountId === 0 && other) claimedMeanwhile = await other.runDue(new Date(Date.now() + secondMs));
      },
    });
    const first = runner([counted], 'worker-a');
    other = runner([counted], 'worker-b');
    await enqueueJob(testApp.database.db, counted, { accountId: 0 });
    expect(await first.runDue(new Date(Date.now() + secondMs))).toBe(1);
    // While worker A ran job 0, worker B found nothing to claim.
    expect(claimedMeanwhile).toBe(0);

    other = undefined;
    const ids: string[] = [];
    for (let accountId = 1; accountId <= 12; accountId += 1)
      ids.push((await enqueueJob(testApp.database.db, counted, { accountId })).jobId);
    const now = new Date(Date.now() + secondMs);
    const [ranByA, ranByB] = await Promise.all([first.runDue(now), runner([counted], 'worker-c').runDue(now)]);
    expect(ranByA + ranByB).toBe(12);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(runs.size).toBe(13);
    const states = await testApp.database.db.select({ state: jobs.state }).from(jobs).where(inArray(jobs.id, ids));
    expect(states.every((row) => row.state === 'done')).toBe(true);
  });

  it('takes a job again when its worker’s lock expired, and ignores the stale worker’s outcome', async () => {
    // Proves a crashed (or stalled) worker's job is re-run after `lockSeconds`, and a job out of attempts is buried.
    let attemptsSeen: number[] = [];
    let rescuer: JobRunner | undefined;
    const stalls = (name: string, maxAttempts: number) =>
      defineJob({
        name,
        schedule: 'on-demand',
        maxAttempts,
        lockSeconds: 30,
        payload: emptyPayload,
        run: async (_payload, { attempt }) => {
          attemptsSeen.push(attempt);
          // The first attempt "stalls": meanwhile another worker runs past its lock.
          if (attempt === 1 && rescuer) await rescuer.runDue(new Date(Date.now() + 31 * secondMs));
          if (attempt === 1) throw new Error('stalled worker gave up');
        },
      });
    const retaken = stalls('test-stalls', 3);
    rescuer = runner([retaken], 'worker-rescuer');
    const { jobId } = await enqueueJob(testApp.database.db, retaken, {});
    expect(await runner([retaken], 'worker-stalled').runDue(new Date(Date.now() + secondMs))).toBe(1);
    expect(attemptsSeen).toEqual([1, 2]);
    // The rescuer's success stands; the stalled worker's failure came too late to count.
    expect(await jobRow(jobId)).toMatchObject({ state: 'done', attempts: 2, lastError: null });

    attemptsSeen = [];
    const lastChance = stalls('test-stalls-once', 1);
    rescuer = runner([lastChance], 'worker-rescuer-2');
    const buried = await enqueueJob(testApp.database.db, lastChance, {});
    expect(await runner([lastChance], 'worker-stalled-2').runDue(new Date(Date.now() + secondMs))).toBe(1);
    expect(attemptsSeen).toEqual([1]);
    expect(await jobRow(buried.jobId)).toMatchObject({
      state: 'dead',
      attempts: 1,
      lastError: 'The worker stopped before the job finished (its lock expired).',
    });
  });

  it('enqueues once per dedupe key, also inside a transaction', async () => {
    // Proves a repeated webhook (same key) yields one job and one run; a rolled-back enqueue leaves none.
    let runs = 0;
    const webhook = defineJob({
      name: 'test-webhook',
      schedule: 'on-demand',
      maxAttempts: 3,
      payload: accountPayload,
      run: async () => {
        runs += 1;
      },
    });
    const first = await withTransaction(testApp.database.db, (tx) =>
      enqueueJob(tx, webhook, { accountId: 1 }, { dedupeKey: 'evt_123' }),
    );
    const repeat = await enqueueJob(testApp.database.db, webhook, { accountId: 1 }, { dedupeKey: 'evt_123' });
    expect(first.isEnqueued).toBe(true);
    expect(repeat).toEqual({ jobId: first.jobId, isEnqueued: false });
    await expect(
      withTransaction(testApp.database.db, async (tx) => {
        await enqueueJob(tx, webhook, { accountId: 2 }, { dedupeKey: 'evt_456' });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    const rows = await testApp.database.db.select().from(jobs).where(eq(jobs.name, 'test-webhook'));
    expect(rows.map((row) => row.dedupeKey)).toEqual(['test-webhook:evt_123']);

    expect(await runner([webhook], 'worker-dedupe').runDue(new Date(Date.now() + secondMs))).toBe(1);
    expect(runs).toBe(1);
    // Finished jobs (and their keys) are kept for a week, then deleted; the key is free again.
    expect(await deleteOldDoneJobs(testApp.database.db)).toBe(0);
    const weekLater = new Date(Date.now() + doneJobRetentionMs + secondMs);
    expect(await deleteOldDoneJobs(testApp.database.db, weekLater)).toBeGreaterThanOrEqual(1);
    const later = await enqueueJob(testApp.database.db, webhook, { accountId: 1 }, { dedupeKey: 'evt_123' });
    expect(later.isEnqueued).toBe(true);
    expect(later.jobId).not.toBe(first.jobId);
  });

  it('runs a periodic job once per interval and never buries it', async () => {
    // Proves periodic jobs run every interval, failed passes retry no later than the next pass, and they never die.
    let passes = 0;
    let shouldFail = false;
    const periodic = defineJob({
      name: 'test-periodic',
      schedule: 'periodic',
      maxAttempts: 2,
      payload: emptyPayload,
      run: async () => {
        passes += 1;
        if (shouldFail) throw new Error('database busy');
        return 1;
      },
    });
    const worker = runner([periodic], 'worker-periodic');
    const start = new Date(Date.now() + secondMs);
    expect(await worker.runDue(start)).toBe(1);
    expect(await worker.runDue(start)).toBe(0);
    expect(await runner([periodic], 'worker-periodic-2').runDue(new Date(start.getTime() + intervalMs - 1))).toBe(0);
    let now = new Date(start.getTime() + intervalMs);
    expect(await worker.runDue(now)).toBe(1);
    expect(passes).toBe(2);

    shouldFail = true;
    for (let failure = 1; failure <= 5; failure += 1) {
      now = new Date(now.getTime() + intervalMs);
      expect(await worker.runDue(now)).toBe(1);
      const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.name, 'test-periodic'));
      expect(row).toMatchObject({ state: 'failed', attempts: failure, lastError: 'database busy', isPeriodic: true });
      expect(row?.runAt.getTime()).toBeLessThanOrEqual(now.getTime() + intervalMs);
    }
    shouldFail = false;
    now = new Date(now.getTime() + intervalMs);
    expect(await worker.runDue(now)).toBe(1);
    const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.name, 'test-periodic'));
    expect(row).toMatchObject({ state: 'pending', attempts: 0, lastError: null });
    expect(row?.runAt.getTime()).toBe(now.getTime() + intervalMs);
  });
});

describe('the app’s scheduler', () => {
  it('runs every module’s declared periodic jobs when JOBS_INTERVAL_SECONDS is set', async () => {
    // Proves app.ts hands the modules' declarations to a runner that starts with the app and stops with it.
    const scheduled = await createTestApp({ env: { JOBS_INTERVAL_SECONDS: '3600' } });
    try {
      const admin = (await signIn(scheduled.app, 'admin@example.com')).accessToken;
      const expected = [
        'approval-expiry',
        'crypto-deposits',
        'event-delivery',
        'history-exports',
        'job-clean-up',
        'rate-limit-clean-up',
        'recurring-transfers',
        'resolution-reminders',
        'transaction-request-expiry',
      ];
      let names: string[] = [];
      for (let poll = 0; poll < 600 && names.length < expected.length; poll += 1) {
        const { body } = await callMethod(scheduled.app, 'jobList', { state: 'pending' }, admin);
        names = z
          .array(z.object({ name: z.string(), isPeriodic: z.boolean(), finishedAt: z.string().optional() }))
          .parse(body.jobs)
          .filter((job) => job.isPeriodic && job.finishedAt !== undefined)
          .map((job) => job.name)
          .sort();
        if (names.length < expected.length) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(names).toEqual(expected);
    } finally {
      await scheduled.close();
    }
  });
});
