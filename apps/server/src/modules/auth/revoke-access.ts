import type { Executor } from '../../db/client.ts';
import { revokeDeviceAccess } from '../devices/index.ts';
import { cancelPendingSecurityChanges } from '../security/index.ts';
import { endOpenSignIns, revokeAllSessions, endUnusedUserCodes } from '../credentials/index.ts';

/** What {@link revokeUserAccess} ended, for the audit log. */
export interface RevokedAccess {
  sessionsRevoked: number;
  devicesRevoked: number;
  pushRequestsExpired: number;
}

/**
 * Ends every credential of `userId` at once (disabling a customer, decision 0016): sessions
 * (refresh-token families, so access and refresh tokens stop working), open sign-ins (their codes,
 * and with them a push migration's tmpJwt), unused activation and recovery codes; through the
 * devices module linked devices, unused device-link QR codes and pending push requests; through
 * the security module pending two-step and password changes. Run it inside the transaction that
 * disables the user. The user's open live-channel sockets are closed after the commit by this
 * module's subscription to `customer.disabled` (on-customer-disabled.ts, decision 0131).
 * @returns how many sessions, devices and push requests it ended.
 */
export async function revokeUserAccess(db: Executor, userId: number, reason: string): Promise<RevokedAccess> {
  const sessions = await revokeAllSessions(db, userId, reason);
  await endOpenSignIns(db, userId);
  await endUnusedUserCodes(db, userId);
  const devices = await revokeDeviceAccess(db, userId);
  await cancelPendingSecurityChanges(db, userId);
  return {
    sessionsRevoked: sessions.length,
    devicesRevoked: devices.devicesRevoked,
    pushRequestsExpired: devices.pushRequestsExpired,
  };
}
