import { verifyCodeChallenge } from '@tessera/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { refuseField } from './run-rows.ts';
import { identityVerificationCodes } from './identity-verification.schema.ts';
import type { AuthContext } from '../../rpc/context.ts';
import { checkCustomerRunStart, startIdentityVerification, type StartedRun } from './start-run.ts';

type Deps = Parameters<typeof startIdentityVerification>[0];

/** How long a hand-off code may wait for its exchange. */
const handoffCodeLifetimeMs = 60_000;

/**
 * `customerVerificationVerify` (spec 002 §7 "verification/customer/{id}/verify"; decision 0093):
 * once {@link checkCustomerRunStart} allows `caller` to act for the customer, starts or resumes the
 * customer's run of `method` and issues a one-time code bound to the app's PKCE `codeChallenge`. The
 * run's client token is not returned here: only the app that holds the verifier can obtain it, so a
 * script in the web view that sees the code cannot open the run.
 * @throws AppError as {@link checkCustomerRunStart} and {@link startIdentityVerification}.
 */
export async function customerVerificationVerify(
  deps: Deps,
  caller: AuthContext,
  input: { customerId: number; method: 'document' | 'video'; codeChallenge: string },
): Promise<{ provider: StartedRun['provider']; workflowRunId: string; code: string; expiresAt: string }> {
  await checkCustomerRunStart(deps.db, caller, input.customerId, undefined);
  const run = await startIdentityVerification(deps, {
    customerId: input.customerId,
    userId: caller.userId,
    method: input.method,
  });
  const code = randomToken(32);
  const expiresAt = new Date(Date.now() + handoffCodeLifetimeMs);
  await deps.db.insert(identityVerificationCodes).values({
    codeHash: hashToken(code),
    codeChallenge: input.codeChallenge,
    customerId: input.customerId,
    userId: caller.userId,
    method: input.method,
    workflowRunId: run.workflowRunId,
    expiresAt,
  });
  return { provider: run.provider, workflowRunId: run.workflowRunId, code, expiresAt: expiresAt.toISOString() };
}

/**
 * `identityVerificationCodeExchange` (decision 0093): spends `code` (atomically, so two exchanges
 * cannot both succeed), checks the verifier against its challenge and answers the customer's open
 * run of that method with a fresh client token (the hosted page's earlier token stops working).
 * @throws AppError 'VF' verification_link_invalid for an unknown, used or expired code or a verifier
 *   that does not match; the code is spent either way.
 */
export async function identityVerificationCodeExchange(
  deps: Deps,
  input: { code: string; codeVerifier: string },
  now = new Date(),
): Promise<StartedRun> {
  const [spent] = await deps.db
    .update(identityVerificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityVerificationCodes.codeHash, hashToken(input.code)),
        isNull(identityVerificationCodes.usedAt),
        gt(identityVerificationCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!spent || !(await verifyCodeChallenge(input.codeVerifier, spent.codeChallenge)))
    throw refuseField('code', 'verification_link_invalid');
  return startIdentityVerification(deps, {
    customerId: spent.customerId,
    userId: spent.userId,
    method: spent.method,
  });
}
