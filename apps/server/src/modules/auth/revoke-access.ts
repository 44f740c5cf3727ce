import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  authCodes,
  authSessions,
  deviceLinks,
  devices,
  passwordChanges,
  pushRequests,
  twoStepRequests,
  userCodes,
} from './auth.schema.ts';
import { loginTopic, publish, userTopic } from '../../platform/live.ts';
import { afterCommit } from '../../platform/transactions.ts';

/** What {@link revokeUserAccess} ended, for the audit log. */
export interface RevokedAccess {
  sessionsRevoked: number;
  devicesRevoked: number;
  pushRequestsExpired: number;
}

/**
 * Ends every credential of `userId` at once (security issue 9 item 4: disabling a customer):
 * sessions (refresh-token families, so access and refresh tokens stop working), linked devices
 * (their secrets stop working), unused device-link QR codes, open sign-ins (their codes, and with
 * them a push migration's tmpJwt), pending push requests, pending two-step changes, unused
 * activation and recovery codes, and pending password changes. Run it inside the transaction that
 * disables the user; after the commit the user's live-channel sockets hear `accessRevoked` (and a
 * waiting sign-in page hears its push request expired). The caller voids held approvals through
 * the approvals module.
 * @returns how many sessions, devices and push requests it ended.
 */
export async function revokeUserAccess(db: Executor, userId: number, reason: string): Promise<RevokedAccess> {
  const now = new Date();
  const sessions = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  const revokedDevices = await db
    .update(devices)
    .set({ revokedAt: now })
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .returning({ id: devices.id });
  await db
    .update(deviceLinks)
    .set({ usedAt: now })
    .where(and(eq(deviceLinks.userId, userId), isNull(deviceLinks.usedAt)));
  await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.userId, userId), isNull(authCodes.usedAt)));
  const expired = await db
    .update(pushRequests)
    .set({ status: 'expired', resolvedAt: now })
    .where(and(eq(pushRequests.userId, userId), eq(pushRequests.status, 'pending')))
    .returning({ id: pushRequests.id, kind: pushRequests.kind });
  await db
    .update(twoStepRequests)
    .set({ expiresAt: now })
    .where(
      and(eq(twoStepRequests.userId, userId), isNull(twoStepRequests.confirmedAt), gt(twoStepRequests.expiresAt, now)),
    );
  await db
    .update(userCodes)
    .set({ usedAt: now })
    .where(and(eq(userCodes.userId, userId), isNull(userCodes.usedAt)));
  await db
    .update(passwordChanges)
    .set({ usedAt: now })
    .where(and(eq(passwordChanges.userId, userId), isNull(passwordChanges.usedAt)));
  afterCommit(db, () => {
    for (const request of expired) {
      const event = { type: 'pushResolved' as const, id: request.id, kind: request.kind, status: 'expired' as const };
      if (request.kind === 'login') publish(loginTopic(request.id), event);
    }
    // Open sockets of the user's web sessions and devices close on this event (live channel).
    publish(userTopic(userId), { type: 'accessRevoked' });
  });
  return {
    sessionsRevoked: sessions.length,
    devicesRevoked: revokedDevices.length,
    pushRequestsExpired: expired.length,
  };
}
