import {
  fieldErrorMessages,
  identityDeclineReasons,
  type FieldErrorCode,
  type IdentityDeclineReason,
  type IdentityVerificationRun,
  type SandboxIdentityOutcome,
} from '@tessera/contract';
import type { IdentityProvider } from '../../platform/identity-provider.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { identityVerificationRuns } from './identity-verification.schema.ts';

export type RunRow = typeof identityVerificationRuns.$inferSelect;

/** The decline reasons of a stored run, known ones only. */
export function declineReasonsOf(row: RunRow): IdentityDeclineReason[] {
  return row.declineReasons.filter((reason): reason is IdentityDeclineReason =>
    (identityDeclineReasons as readonly string[]).includes(reason),
  );
}

/** A stored run as listed (never its token hash). */
export function toListedRun(row: RunRow): IdentityVerificationRun {
  return {
    workflowRunId: row.workflowRunId,
    provider: row.provider,
    method: row.method,
    status: row.status,
    ...(row.representativeId === null ? {} : { representativeId: row.representativeId }),
    ...(row.documentType === null ? {} : { documentType: row.documentType }),
    declineReasons: declineReasonsOf(row),
    createdAt: row.createdAt.toISOString(),
    ...(row.submittedAt ? { submittedAt: row.submittedAt.toISOString() } : {}),
    ...(row.completedAt ? { completedAt: row.completedAt.toISOString() } : {}),
  };
}

/** 'VF' with one field error. */
export function refuseField(field: string, code: FieldErrorCode): AppError {
  return new AppError('VF', `${field}: ${fieldErrorMessages[code]}`, [
    { field, code, description: fieldErrorMessages[code] },
  ]);
}

/**
 * Refuses the identity sandbox's chosen result (`sandboxOutcome`) for a provider that is not a
 * sandbox: outside a sandbox only the provider decides a run's result, never the customer
 * (decision 0136). A production start has real providers only, so the field is refused there.
 * @throws AppError 'VF' `invalid` on `sandboxOutcome`.
 */
export function refuseSandboxOutcomeOutsideSandbox(
  provider: Pick<IdentityProvider, 'isSandbox'>,
  sandboxOutcome: SandboxIdentityOutcome | undefined,
): void {
  if (sandboxOutcome !== undefined && !provider.isSandbox) throw refuseField('sandboxOutcome', 'invalid');
}
