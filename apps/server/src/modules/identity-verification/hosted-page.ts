import { timingSafeEqual } from 'node:crypto';
import {
  maxIdentityCapturesPerRun,
  needsBackCapture,
  type IdentityCaptureSide,
  type IdentityProviderCode,
  type IdentityVerificationSession,
  type ReceivedFile,
  type SandboxIdentityOutcome,
} from '@tessera/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { IdentityProvider } from '../../platform/identity-provider.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { inspectUpload } from '../../platform/upload-inspection.ts';
import { AppError } from '../../rpc/app-error.ts';
import { identityVerificationCaptures, identityVerificationRuns } from './identity-verification.schema.ts';
import { declineReasonsOf, refuseField, refuseSandboxOutcomeOutsideSandbox, type RunRow } from './run-rows.ts';
import { hashRunToken } from './start-run.ts';

interface Deps {
  db: Database;
  fileStore: FileStore;
  providers: Readonly<Record<IdentityProviderCode, IdentityProvider>>;
  log: FastifyBaseLogger;
}

/** The run's proof as the hosted page sends it. */
export interface RunCredential {
  workflowRunId: string;
  token: string;
}

/**
 * The run a hosted-page call names, proven by its client token (decision 0071): the token's hash
 * must match in constant time and the token must not have expired. An unknown run, a wrong token and
 * an expired one get the same answer, so the answer tells nothing about which runs exist.
 * @throws AppError 'VF' verification_link_invalid on `token`.
 */
async function findRunByToken(db: Executor, credential: RunCredential): Promise<RunRow> {
  const [run] = await db
    .select()
    .from(identityVerificationRuns)
    .where(eq(identityVerificationRuns.workflowRunId, credential.workflowRunId));
  const presented = Buffer.from(hashRunToken(credential.token), 'hex');
  const isValid =
    run !== undefined &&
    run.method === 'document' &&
    timingSafeEqual(presented, Buffer.from(run.tokenHash, 'hex')) &&
    run.tokenExpiresAt > new Date() &&
    run.status !== 'expired';
  if (!isValid) throw refuseField('token', 'verification_link_invalid');
  return run;
}

/** The sides captured so far, oldest first without repeats. */
async function capturedSides(db: Executor, workflowRunId: string): Promise<IdentityCaptureSide[]> {
  const rows = await db
    .select({ side: identityVerificationCaptures.side })
    .from(identityVerificationCaptures)
    .where(eq(identityVerificationCaptures.workflowRunId, workflowRunId))
    .orderBy(asc(identityVerificationCaptures.id));
  return [...new Set(rows.map((row) => row.side))];
}

/** A run as the hosted page reads it. */
async function toSession(deps: Pick<Deps, 'db' | 'providers'>, run: RunRow): Promise<IdentityVerificationSession> {
  return {
    workflowRunId: run.workflowRunId,
    provider: run.provider,
    method: run.method,
    status: run.status,
    ...(run.documentType === null ? {} : { documentType: run.documentType }),
    captured: await capturedSides(deps.db, run.workflowRunId),
    declineReasons: declineReasonsOf(run),
    isSandbox: deps.providers[run.provider].isSandbox,
    isForBusinessPerson: run.businessPersonId !== null,
    expiresAt: run.tokenExpiresAt.toISOString(),
  };
}

/** The hosted page's run (`identityVerificationSession`). @throws AppError 'VF' as {@link findRunByToken}. */
export async function identityVerificationSession(
  deps: Deps,
  credential: RunCredential,
): Promise<IdentityVerificationSession> {
  return toSession(deps, await findRunByToken(deps.db, credential));
}

/** One capture upload of the hosted page. */
export interface CaptureUpload extends RunCredential {
  side: IdentityCaptureSide;
  documentType: number;
  image: ReceivedFile | undefined;
}

/**
 * Stores one capture of an open run (`identityVerificationCapture`): the image is inspected
 * (`inspectUpload`, images only: re-encoded without metadata) before anything is stored; a refused
 * image is 'VF' on `image` with the inspection's code and nothing is stored. The run keeps the
 * document type of its latest document capture.
 * @throws AppError 'VF' verification_link_invalid (token), verification_not_open (the run was
 *   submitted), required (no image), invalid_value (a back side for a passport), the inspection's
 *   code (image); 'RL' past {@link maxIdentityCapturesPerRun} captures.
 */
export async function identityVerificationCapture(
  deps: Deps,
  upload: CaptureUpload,
): Promise<IdentityVerificationSession> {
  const run = await findRunByToken(deps.db, upload);
  if (run.status !== 'created') throw refuseField('workflowRunId', 'verification_not_open');
  if (!upload.image) throw refuseField('image', 'required');
  if (upload.side === 'documentBack' && !needsBackCapture(upload.documentType))
    throw refuseField('side', 'invalid_value');
  const [taken] = await deps.db
    .select({ captures: count() })
    .from(identityVerificationCaptures)
    .where(eq(identityVerificationCaptures.workflowRunId, run.workflowRunId));
  if ((taken?.captures ?? 0) >= maxIdentityCapturesPerRun)
    throw new AppError('RL', 'Too many photos for this verification. Please start again.', [], {
      retryAfterSeconds: 600,
    });
  const inspected = await inspectUpload(upload.image.bytes, { declaredName: upload.image.declaredName, kind: 'image' });
  if (!inspected.ok) {
    // The reason names what was found, never the content.
    deps.log.info({ side: upload.side, code: inspected.code, reason: inspected.reason }, 'identity capture refused');
    throw refuseField('image', inspected.code);
  }
  const key = await deps.fileStore.put(inspected.bytes, { contentType: inspected.mime });
  try {
    const updated = await withTransaction(deps.db, async (tx) => {
      const [current] = await tx
        .update(identityVerificationRuns)
        .set({ documentType: upload.side === 'selfie' ? run.documentType : upload.documentType })
        .where(
          and(
            eq(identityVerificationRuns.workflowRunId, run.workflowRunId),
            eq(identityVerificationRuns.status, 'created'),
          ),
        )
        .returning();
      if (!current) throw refuseField('workflowRunId', 'verification_not_open');
      await tx.insert(identityVerificationCaptures).values({
        workflowRunId: run.workflowRunId,
        side: upload.side,
        fileKey: key,
        mimeType: inspected.mime,
        sizeBytes: inspected.bytes.byteLength,
        displayName: inspected.displayName,
      });
      return current;
    });
    return await toSession(deps, updated);
  } catch (error) {
    // Nothing stays behind a refused capture.
    await deps.fileStore.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The sides a run must have before it is submitted, for its document type. */
function requiredSides(documentType: number | null): IdentityCaptureSide[] {
  return documentType !== null && needsBackCapture(documentType)
    ? ['documentFront', 'documentBack', 'selfie']
    : ['documentFront', 'selfie'];
}

/**
 * Submits an open run's captures to its provider (`identityVerificationSubmit`): the run becomes
 * submitted and the provider reports its result later by webhook (the sandbox after
 * IDENTITY_SANDBOX_SECONDS, with the tester's `sandboxOutcome`).
 * @throws AppError 'VF' verification_link_invalid (token), invalid `sandboxOutcome` for a provider
 *   that is not a sandbox (decision 0136), verification_not_open (submitted already),
 *   capture_required on each missing side.
 */
export async function identityVerificationSubmit(
  deps: Deps,
  submission: RunCredential & { sandboxOutcome?: SandboxIdentityOutcome },
): Promise<IdentityVerificationSession> {
  const run = await findRunByToken(deps.db, submission);
  refuseSandboxOutcomeOutsideSandbox(deps.providers[run.provider], submission.sandboxOutcome);
  if (run.status !== 'created') throw refuseField('workflowRunId', 'verification_not_open');
  const captured = await capturedSides(deps.db, run.workflowRunId);
  const missing = requiredSides(run.documentType).filter((side) => !captured.includes(side));
  if (missing.length > 0)
    throw new AppError(
      'VF',
      `Missing: ${missing.join(', ')}.`,
      missing.map((side) => ({
        field: side,
        code: 'capture_required' as const,
        description: 'Take or upload this photo first.',
      })),
    );
  const submitted = await withTransaction(deps.db, async (tx) => {
    const [current] = await tx
      .update(identityVerificationRuns)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(
        and(
          eq(identityVerificationRuns.workflowRunId, run.workflowRunId),
          eq(identityVerificationRuns.status, 'created'),
        ),
      )
      .returning();
    if (!current) throw refuseField('workflowRunId', 'verification_not_open');
    const captures = await latestCaptures(tx, run.workflowRunId);
    await deps.providers[run.provider].submit(tx, {
      workflowRunId: run.workflowRunId,
      method: run.method,
      ...(run.documentType === null ? {} : { documentType: run.documentType }),
      captures: captures.map((capture) => ({ side: capture.side, fileKey: capture.fileKey })),
      ...(submission.sandboxOutcome ? { sandboxOutcome: submission.sandboxOutcome } : {}),
    });
    return current;
  });
  return toSession(deps, submitted);
}

/** The newest capture of each side of a run. */
export async function latestCaptures(
  db: Executor,
  workflowRunId: string,
): Promise<(typeof identityVerificationCaptures.$inferSelect)[]> {
  const rows = await db
    .select()
    .from(identityVerificationCaptures)
    .where(eq(identityVerificationCaptures.workflowRunId, workflowRunId))
    .orderBy(asc(identityVerificationCaptures.id));
  const bySide = new Map<IdentityCaptureSide, (typeof rows)[number]>();
  for (const row of rows) bySide.set(row.side, row);
  return [...bySide.values()];
}
