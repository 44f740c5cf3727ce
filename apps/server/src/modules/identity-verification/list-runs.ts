import {
  type IdentityProviderCode,
  type IdentityVerificationRun,
  type IdentityVerificationStatus,
  type SandboxIdentityOutcome,
} from '@tessera/contract';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { IdentityProvider } from '../../platform/identity-provider.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import { identityVerificationRuns } from './identity-verification.schema.ts';
import { refuseField, refuseSandboxOutcomeOutsideSandbox, toListedRun } from './run-rows.ts';

/** What the video job's use cases need: the database and the providers (for `isSandbox` and the submit). */
interface VideoJobDeps {
  db: Database;
  providers: Readonly<Record<IdentityProviderCode, IdentityProvider>>;
}

/** Most runs a list answers. */
const maxListedRuns = 50;

/**
 * A customer's runs, newest first, at most {@link maxListedRuns} (`identityVerificationList`); a
 * business's directors' and owners' own runs (decision 0112) are theirs, not the customer's.
 */
export async function identityVerificationList(db: Database, customerId: number): Promise<IdentityVerificationRun[]> {
  const rows = await db
    .select()
    .from(identityVerificationRuns)
    .where(and(eq(identityVerificationRuns.customerId, customerId), isNull(identityVerificationRuns.businessPersonId)))
    .orderBy(desc(identityVerificationRuns.createdAt))
    .limit(maxListedRuns);
  return rows.map(toListedRun);
}

/**
 * True when customer `customerId` has a run whose captures were sent and whose result has not come
 * yet (decision 0071): the verification status `verificationProcessing` (spec 002 §4). A run only
 * started (a client token, nothing sent) is not running: a customer who opened the page and left is
 * still asked to verify.
 */
export async function isIdentityVerificationRunning(db: Executor, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ workflowRunId: identityVerificationRuns.workflowRunId })
    .from(identityVerificationRuns)
    .where(
      and(
        eq(identityVerificationRuns.customerId, customerId),
        eq(identityVerificationRuns.status, 'submitted'),
        isNull(identityVerificationRuns.businessPersonId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The latest run's status of each business person of `personIds` who started one by their own
 * e-mailed link (decision 0112), by person id; a person without a run is absent.
 */
export async function businessPersonRunStatuses(
  db: Executor,
  personIds: readonly number[],
): Promise<Map<number, IdentityVerificationStatus>> {
  if (personIds.length === 0) return new Map();
  const rows = await db
    .select({ personId: identityVerificationRuns.businessPersonId, status: identityVerificationRuns.status })
    .from(identityVerificationRuns)
    .where(inArray(identityVerificationRuns.businessPersonId, [...personIds]))
    .orderBy(desc(identityVerificationRuns.createdAt));
  const statuses = new Map<number, IdentityVerificationStatus>();
  for (const row of rows)
    if (row.personId !== null && !statuses.has(row.personId)) statuses.set(row.personId, row.status);
  return statuses;
}

/** One of the customer's video jobs. @throws AppError 'NF' for another's run or a document run. */
async function findVideoJob(db: Executor, customerId: number, id: string) {
  const [row] = await db
    .select()
    .from(identityVerificationRuns)
    .where(
      and(
        eq(identityVerificationRuns.workflowRunId, id),
        eq(identityVerificationRuns.customerId, customerId),
        eq(identityVerificationRuns.method, 'video'),
      ),
    );
  if (!row) throw new AppError('NF');
  return row;
}

/**
 * `videoIdentityJob` (spec 000 §2 `/video-identity-job/{id}`): the customer's video job `id` as the
 * list shows a run, and whether its provider is a sandbox.
 * @throws AppError 'NF' for another's run or a document run.
 */
export async function videoIdentityJob(
  deps: VideoJobDeps,
  customerId: number,
  id: string,
): Promise<{ job: IdentityVerificationRun; isSandbox: boolean }> {
  const job = await findVideoJob(deps.db, customerId, id);
  return { job: toListedRun(job), isSandbox: deps.providers[job.provider].isSandbox };
}

/**
 * Ends the customer's video call (`videoIdentityJobFinish`): the job becomes submitted and the
 * provider reports the result by webhook. Answers as {@link videoIdentityJob}.
 * @throws AppError 'NF' for another's job; 'VF' invalid `sandboxOutcome` for a provider that is not a
 *   sandbox (decision 0136), verification_not_open once submitted or ended.
 */
export async function videoIdentityJobFinish(
  deps: VideoJobDeps,
  customerId: number,
  request: { id: string; sandboxOutcome?: SandboxIdentityOutcome },
): Promise<{ job: IdentityVerificationRun; isSandbox: boolean }> {
  const job = await findVideoJob(deps.db, customerId, request.id);
  refuseSandboxOutcomeOutsideSandbox(deps.providers[job.provider], request.sandboxOutcome);
  const submitted = await withTransaction(deps.db, async (tx) => {
    const [current] = await tx
      .update(identityVerificationRuns)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(
        and(
          eq(identityVerificationRuns.workflowRunId, job.workflowRunId),
          inArray(identityVerificationRuns.status, ['created']),
          gt(identityVerificationRuns.tokenExpiresAt, new Date()),
        ),
      )
      .returning();
    if (!current) throw refuseField('id', 'verification_not_open');
    await deps.providers[job.provider].submit(tx, {
      workflowRunId: job.workflowRunId,
      method: 'video',
      captures: [],
      ...(request.sandboxOutcome ? { sandboxOutcome: request.sandboxOutcome } : {}),
    });
    return current;
  });
  return { job: toListedRun(submitted), isSandbox: deps.providers[job.provider].isSandbox };
}
