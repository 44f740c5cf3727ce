import { documentStatuses, type IdentityDeclineReason, type IdentityProviderCode } from '@tessera/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { IdentityResultEvent } from '../../platform/identity-provider.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { recordIdentityDocument } from '../documents/index.ts';
import { latestCaptures } from './hosted-page.ts';
import { identityProviderEvents, identityVerificationRuns } from './identity-verification.schema.ts';

/** A provider's result for one run. */
interface IdentityVerificationResult {
  workflowRunId: string;
  result: 'approved' | 'declined' | 'review';
  declineReasons: readonly IdentityDeclineReason[];
}

const documentStatusOf = {
  approved: documentStatuses.confirmed,
  declined: documentStatuses.rejected,
  review: documentStatuses.underInvestigation,
} as const;

/**
 * Records a provider's result of a run (issue 14 item 3; decision 0073), in the caller's
 * transaction: the run ends approved, declined (with its reasons) or review, and the result is
 * written into the customer's documents as one ProofOfIdentity row with the run's document type and
 * its front capture: confirmed (2), rejected (26, the reasons joined as `rejectReason`) or under
 * investigation (31). A video run without a document capture writes no document. The one place a
 * result changes a customer, so the KYC status refresh belongs here.
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
  const front = (await latestCaptures(tx, run.workflowRunId)).find((capture) => capture.side === 'documentFront');
  if (front && run.documentType !== null) {
    const documentId = await recordIdentityDocument(tx, {
      customerId: run.customerId,
      userId: run.startedByUserId,
      documentTypeId: run.documentType,
      statusId: documentStatusOf[result.result],
      ...(result.result === 'declined'
        ? { rejectReason: result.declineReasons.length > 0 ? result.declineReasons.join(', ') : 'other' }
        : {}),
      file: {
        key: front.fileKey,
        mimeType: front.mimeType,
        sizeBytes: front.sizeBytes,
        displayName: front.displayName,
      },
    });
    await tx
      .update(identityVerificationRuns)
      .set({ documentId })
      .where(eq(identityVerificationRuns.workflowRunId, run.workflowRunId));
  }
  return 'applied';
}

/**
 * Receives a verified provider event exactly once (decision 0072): the event id is recorded in the
 * same transaction as its effect, so a replay (the same `webhook-id`) answers 'duplicate' and
 * changes nothing.
 */
export async function receiveIdentityEvent(
  db: Database,
  provider: IdentityProviderCode,
  event: IdentityResultEvent,
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
          })
        : 'ignored';
    await tx
      .update(identityProviderEvents)
      .set({ outcome })
      .where(and(eq(identityProviderEvents.provider, provider), eq(identityProviderEvents.eventId, event.id)));
    return outcome;
  });
}
