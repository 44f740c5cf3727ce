import { documentStatuses, type IdentityDeclineReason, type IdentityProviderCode } from '@tessera/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import {
  IdentityWebhookError,
  type IdentityProvider,
  type IdentityResultEvent,
} from '../../platform/identity-provider.ts';
import type { WebhookHeaders } from '../../platform/standard-webhooks.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import { inspectUpload } from '../../platform/upload-inspection.ts';
import { recordIdentityDocument } from '../documents/index.ts';
import { latestCaptures } from './hosted-page.ts';
import { identityProviderEvents, identityVerificationRuns } from './identity-verification.schema.ts';

/** A stored file that becomes a document's file. */
interface StoredEvidence {
  key: string;
  mimeType: string;
  sizeBytes: number;
  displayName: string;
}

/** A provider's result for one run. */
interface IdentityVerificationResult {
  workflowRunId: string;
  result: 'approved' | 'declined' | 'review';
  declineReasons: readonly IdentityDeclineReason[];
  /** A video run's evidence: the provider's report, already stored, and the document it checked (decision 0088). */
  videoReport?: { documentType: number; file: StoredEvidence };
}

const documentStatusOf = {
  approved: documentStatuses.confirmed,
  declined: documentStatuses.rejected,
  review: documentStatuses.underInvestigation,
} as const;

/**
 * Records a provider's result of a run (decision 0073), in the caller's
 * transaction: the run ends approved, declined (with its reasons) or review, and the result is
 * written into the customer's documents as one ProofOfIdentity row with the run's document type and
 * its front capture: confirmed (2), rejected (26, the reasons joined as `rejectReason`) or under
 * investigation (31); a business person's run (decision 0112) writes no document. A video run has no capture: its `videoReport` (the provider's report and the
 * document its agent checked) is the document's file instead (decision 0088); without one no
 * document is written. The one place a result changes a customer, so the KYC status refresh belongs here.
 * @returns 'applied', or 'ignored' when the run is unknown or has ended already (results are final).
 */
export async function recordIdentityVerificationResult(
  tx: Transaction,
  result: IdentityVerificationResult,
): Promise<'applied' | 'ignored'> {
  const [run] = await tx
    .update(identityVerificationRuns)
    .set({ status: result.result, declineReasons: [...result.declineReasons], completedAt: new Date() })
    .where(
      and(
        eq(identityVerificationRuns.workflowRunId, result.workflowRunId),
        inArray(identityVerificationRuns.status, ['created', 'submitted']),
      ),
    )
    .returning();
  if (!run) return 'ignored';
  // A business person's own run (decision 0112) ends with the run: the person has no documents of
  // their own, and the business's are not theirs; the captures stay with the run.
  if (run.businessPersonId !== null || run.startedByUserId === null) return 'applied';
  const startedByUserId = run.startedByUserId;
  const front = (await latestCaptures(tx, run.workflowRunId)).find((capture) => capture.side === 'documentFront');
  const evidence =
    front && run.documentType !== null
      ? {
          documentType: run.documentType,
          file: {
            key: front.fileKey,
            mimeType: front.mimeType,
            sizeBytes: front.sizeBytes,
            displayName: front.displayName,
          },
        }
      : run.method === 'video'
        ? result.videoReport
        : undefined;
  if (evidence) {
    const documentId = await recordIdentityDocument(tx, {
      customerId: run.customerId,
      userId: startedByUserId,
      documentTypeId: evidence.documentType,
      statusId: documentStatusOf[result.result],
      ...(result.result === 'declined'
        ? { rejectReason: result.declineReasons.length > 0 ? result.declineReasons.join(', ') : 'other' }
        : {}),
      file: evidence.file,
    });
    await tx
      .update(identityVerificationRuns)
      .set({ documentId })
      .where(eq(identityVerificationRuns.workflowRunId, run.workflowRunId));
  }
  return 'applied';
}

/** What receiving an event needs: the database, the file store and the provider that sent it. */
interface ReceiveDeps {
  db: Database;
  fileStore: FileStore;
  provider: IdentityProvider;
  log: FastifyBaseLogger;
}

/**
 * Fetches and stores the provider's report of an open video run of its own (decision 0088), before
 * the event's transaction: the report is inspected like an upload (a PDF, no active content, at most
 * the page limit).
 * @returns the stored report, or undefined when the event is not about such a run.
 * @throws Error when the report cannot be fetched or is refused (the webhook is answered 5xx and the
 *   provider retries).
 */
async function storeVideoReport(
  deps: ReceiveDeps,
  event: IdentityResultEvent,
): Promise<IdentityVerificationResult['videoReport']> {
  const [run] = await deps.db
    .select({ provider: identityVerificationRuns.provider, method: identityVerificationRuns.method })
    .from(identityVerificationRuns)
    .where(
      and(
        eq(identityVerificationRuns.workflowRunId, event.workflowRunId),
        inArray(identityVerificationRuns.status, ['created', 'submitted']),
      ),
    );
  if (run?.method !== 'video' || run.provider !== deps.provider.code) return undefined;
  const report = await deps.provider.fetchVideoReport(event);
  const inspected = await inspectUpload(report.pdf, {
    declaredName: 'video-identification-report.pdf',
    kind: 'document',
  });
  if (!inspected.ok) {
    deps.log.warn({ provider: deps.provider.code, code: inspected.code }, 'video identification report refused');
    throw new Error(`the provider's video report was refused: ${inspected.code}`);
  }
  const key = await deps.fileStore.put(inspected.bytes, { contentType: inspected.mime });
  return {
    documentType: report.documentType,
    file: {
      key,
      mimeType: inspected.mime,
      sizeBytes: inspected.bytes.byteLength,
      displayName: inspected.displayName,
    },
  };
}

/**
 * `identityProviderWebhook`, `POST /api/webhooks/identity-verification/{provider}` (decision 0072):
 * an event of `deps.provider`, trusted only with a valid signature over the exact `rawBody` (nothing
 * stored otherwise), then received once ({@link receiveIdentityEvent}).
 * @throws AppError 'AU' for a bad signature, timestamp or body (logged as a warning with the reason).
 */
export async function identityProviderWebhook(
  deps: ReceiveDeps,
  request: { headers: WebhookHeaders; rawBody: string },
): Promise<{ received: true; outcome: 'applied' | 'duplicate' | 'ignored' }> {
  let event;
  try {
    event = deps.provider.parseWebhook(request.headers, request.rawBody);
  } catch (error) {
    if (error instanceof IdentityWebhookError) {
      deps.log.warn({ provider: deps.provider.code, reason: error.message }, 'identity webhook refused');
      throw new AppError('AU', 'The webhook signature is not valid.');
    }
    throw error;
  }
  return { received: true, outcome: await receiveIdentityEvent(deps, event) };
}

/**
 * Receives a verified provider event exactly once (decision 0072): the event id is recorded in the
 * same transaction as its effect, so a replay (the same `webhook-id`) answers 'duplicate' and
 * changes nothing. A video run's report is fetched and stored first (decision 0088) and deleted
 * again when the event does not apply.
 */
async function receiveIdentityEvent(
  deps: ReceiveDeps,
  event: IdentityResultEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const videoReport = await storeVideoReport(deps, event);
  let outcome: 'applied' | 'duplicate' | 'ignored' = 'ignored';
  try {
    outcome = await applyIdentityEvent(deps.db, deps.provider.code, event, videoReport);
    return outcome;
  } finally {
    // A replay, an event that changed nothing or a failed one keeps no report behind.
    if (videoReport && outcome !== 'applied') await deps.fileStore.delete(videoReport.file.key).catch(() => undefined);
  }
}

/** The event's transaction: its id recorded once, and its result applied to a run of this provider. */
async function applyIdentityEvent(
  db: Database,
  provider: IdentityProviderCode,
  event: IdentityResultEvent,
  videoReport: IdentityVerificationResult['videoReport'],
): Promise<'applied' | 'duplicate' | 'ignored'> {
  return withTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(identityProviderEvents)
      .values({ provider, eventId: event.id, workflowRunId: event.workflowRunId, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ eventId: identityProviderEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    const [run] = await tx
      .select({ provider: identityVerificationRuns.provider })
      .from(identityVerificationRuns)
      .where(eq(identityVerificationRuns.workflowRunId, event.workflowRunId));
    // A provider may only report its own runs.
    const outcome =
      run?.provider === provider
        ? await recordIdentityVerificationResult(tx, {
            workflowRunId: event.workflowRunId,
            result: event.result,
            declineReasons: event.declineReasons,
            ...(videoReport ? { videoReport } : {}),
          })
        : 'ignored';
    await tx
      .update(identityProviderEvents)
      .set({ outcome })
      .where(and(eq(identityProviderEvents.provider, provider), eq(identityProviderEvents.eventId, event.id)));
    return outcome;
  });
}
