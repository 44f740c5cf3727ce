import { createHash } from 'node:crypto';
import {
  accessRightLevels,
  identityVerificationPagePath,
  type IdentityProviderCode,
  type IdentityVerificationMethod,
  type IdentityVerificationStatus,
} from '@tessera/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { IdentityProvider, WorkflowRun } from '../../platform/identity-provider.ts';
import { sqlState } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { AuthContext } from '../../rpc/context.ts';
import { findBrand } from '../brands/index.ts';
import { findAccessRight, findCustomerResidence, findUserCustomerId } from '../identity/index.ts';
import { chooseIdentityProvider } from './choose-provider.ts';
import { identityVerificationRuns } from './identity-verification.schema.ts';
import { refuseField } from './run-rows.ts';

/** SQLSTATE of a unique-index violation. */
const uniqueViolation = '23505';

/** SHA-256 (hex) of a client token: what the database keeps. */
export function hashRunToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface Deps {
  db: Database;
  providers: Readonly<Record<IdentityProviderCode, IdentityProvider>>;
}

/**
 * Who a run is for and who starts it: the customer itself, a representative (a user of the
 * business), or a business person by their own e-mailed link (decision 0112; no user starts it).
 */
export type RunStart = {
  customerId: number;
  method: IdentityVerificationMethod;
} & (
  | { userId: number; representativeId?: number; businessPersonId?: undefined }
  | { userId: null; businessPersonId: number; representativeId?: undefined }
);

/** A started or resumed run as the start routes answer it. */
export interface StartedRun {
  provider: IdentityProviderCode;
  workflowRunId: string;
  token: string;
  path: string;
  status: IdentityVerificationStatus;
  expiresAt: string;
}

/**
 * Starts an identity verification, or resumes the open one of the same customer, representative (or
 * business person) and method (spec 002 §7 "POST /identity-verification"; decision 0071). Resuming issues a fresh client
 * token (the previous one stops working); an open run whose token expired before it was submitted
 * becomes `expired` and a new run is started. A new run's provider is the brand's, else the
 * residence country's ({@link chooseIdentityProvider}).
 * @throws AppError 'NF' for an unknown customer.
 */
export async function startIdentityVerification(deps: Deps, start: RunStart, attempt = 1): Promise<StartedRun> {
  const residence = await findCustomerResidence(deps.db, start.customerId);
  if (!residence) throw new AppError('NF');
  const now = new Date();
  const [open] = await deps.db
    .select()
    .from(identityVerificationRuns)
    .where(
      and(
        eq(identityVerificationRuns.customerId, start.customerId),
        start.representativeId === undefined
          ? isNull(identityVerificationRuns.representativeId)
          : eq(identityVerificationRuns.representativeId, start.representativeId),
        start.businessPersonId === undefined
          ? isNull(identityVerificationRuns.businessPersonId)
          : eq(identityVerificationRuns.businessPersonId, start.businessPersonId),
        eq(identityVerificationRuns.method, start.method),
        inArray(identityVerificationRuns.status, ['created', 'submitted']),
      ),
    )
    .orderBy(desc(identityVerificationRuns.createdAt))
    .limit(1);
  if (open && open.status === 'created' && open.tokenExpiresAt <= now) {
    await deps.db
      .update(identityVerificationRuns)
      .set({ status: 'expired', completedAt: now })
      .where(
        and(
          eq(identityVerificationRuns.workflowRunId, open.workflowRunId),
          eq(identityVerificationRuns.status, 'created'),
        ),
      );
  } else if (open) {
    const provider = deps.providers[open.provider];
    const { token, expiresAt } = await provider.issueToken(open.workflowRunId);
    await deps.db
      .update(identityVerificationRuns)
      .set({ tokenHash: hashRunToken(token), tokenExpiresAt: expiresAt })
      .where(eq(identityVerificationRuns.workflowRunId, open.workflowRunId));
    return {
      provider: open.provider,
      workflowRunId: open.workflowRunId,
      token,
      path: identityVerificationPagePath(open.method, open.workflowRunId, token),
      status: open.status,
      expiresAt: expiresAt.toISOString(),
    };
  }

  const code = chooseIdentityProvider(findBrand(residence.brandId), residence.residenceCountryCode);
  const run = await deps.providers[code].createWorkflowRun(start.method);
  try {
    await insertRun(deps.db, code, run, start);
  } catch (error) {
    // A start at the same moment opened one first (the one-open-run index): resume that one.
    if (sqlState(error) === uniqueViolation && attempt === 1) return startIdentityVerification(deps, start, 2);
    throw error;
  }
  return {
    provider: code,
    workflowRunId: run.workflowRunId,
    token: run.token,
    path: identityVerificationPagePath(start.method, run.workflowRunId, run.token),
    status: 'created',
    expiresAt: run.expiresAt.toISOString(),
  };
}

async function insertRun(db: Database, code: IdentityProviderCode, run: WorkflowRun, start: RunStart): Promise<void> {
  await db.insert(identityVerificationRuns).values({
    workflowRunId: run.workflowRunId,
    customerId: start.customerId,
    representativeId: start.representativeId ?? null,
    businessPersonId: start.businessPersonId ?? null,
    startedByUserId: start.userId,
    provider: code,
    method: start.method,
    status: 'created',
    tokenHash: hashRunToken(run.token),
    tokenExpiresAt: run.expiresAt,
  });
}

/**
 * `identityVerificationStart`, `POST /api/identity-verification` (spec 002 §7): starts or resumes the
 * signed-in customer's own run ({@link startIdentityVerification}), by document unless `method` says
 * video.
 * @throws AppError 'NF' for an unknown customer.
 */
export async function identityVerificationStart(
  deps: Deps,
  start: { customerId: number; userId: number; method: IdentityVerificationMethod | undefined },
): Promise<StartedRun> {
  return startIdentityVerification(deps, { ...start, method: start.method ?? 'document' });
}

/**
 * `customerIdentityVerificationStart`, `POST /api/customers/{id}/identity-verification` (spec 002
 * §7): starts or resumes a run for customer `customerId` on behalf of `caller`, for the
 * representative `representativeId` when given, once {@link checkCustomerRunStart} allows it; by
 * document unless `method` says video.
 * @throws AppError as {@link checkCustomerRunStart} and {@link startIdentityVerification}.
 */
export async function customerIdentityVerificationStart(
  deps: Deps,
  caller: AuthContext,
  customerId: number,
  input: { method?: IdentityVerificationMethod | undefined; representativeId?: number | undefined },
): Promise<StartedRun> {
  await checkCustomerRunStart(deps.db, caller, customerId, input.representativeId);
  return startIdentityVerification(deps, {
    customerId,
    userId: caller.userId,
    method: input.method ?? 'document',
    ...(input.representativeId === undefined ? {} : { representativeId: input.representativeId }),
  });
}

/**
 * Checks that `caller` may start a verification for customer `customerId` (spec 002 §7 "POST
 * /customers/{id}/identity-verification"): an administrator, a user of that customer, or a user with
 * an access right on it; and that `representativeId`, when given, is a user of that business (its
 * own login or one with an access right on it).
 * @throws AppError 'NF' when the caller may not (the customer's existence is not revealed);
 *   'VF' on representativeId for a personal customer or a user who is not the business's.
 */
export async function checkCustomerRunStart(
  db: Database,
  caller: AuthContext,
  customerId: number,
  representativeId: number | undefined,
): Promise<void> {
  const residence = await findCustomerResidence(db, customerId);
  if (!residence) throw new AppError('NF');
  const mayStart =
    caller.isAdmin ||
    caller.customerId === customerId ||
    isGranted(await findAccessRight(db, caller.userId, customerId));
  if (!mayStart) throw new AppError('NF');
  if (representativeId === undefined) return;
  if (residence.customerType !== 'business') throw refuseField('representativeId', 'invalid_value');
  const ownCustomerId = await findUserCustomerId(db, representativeId);
  const isRepresentative =
    ownCustomerId === customerId ||
    (ownCustomerId !== undefined && isGranted(await findAccessRight(db, representativeId, customerId)));
  if (!isRepresentative) throw refuseField('representativeId', 'invalid_value');
}

function isGranted(level: number | null): boolean {
  return level !== null && level !== accessRightLevels.noAccess;
}
