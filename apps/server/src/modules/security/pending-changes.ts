import { and, gt, isNull, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordChanges, twoStepRequests } from './security.schema.ts';

/**
 * Cancels `userId`'s pending security changes (disabling a customer, decision 0016): open two-step
 * changes expire and unconfirmed password changes are marked used, so no e-mailed or SMS code
 * confirms anything afterwards.
 */
export async function cancelPendingSecurityChanges(db: Executor, userId: number): Promise<void> {
  const now = new Date();
  await db
    .update(twoStepRequests)
    .set({ expiresAt: now })
    .where(
      and(eq(twoStepRequests.userId, userId), isNull(twoStepRequests.confirmedAt), gt(twoStepRequests.expiresAt, now)),
    );
  await db
    .update(passwordChanges)
    .set({ usedAt: now })
    .where(and(eq(passwordChanges.userId, userId), isNull(passwordChanges.usedAt)));
}
