import type { AdminCustomer } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { publishEvent, waitForEventDelivery } from '../../platform/events.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import { revokeUserAccess } from '../auth/index.ts';
import { customerDisabled, findCustomerMembers, setCustomerUsersDisabled } from '../identity/index.ts';
import { customerNotFound, toAdminCustomer } from './customer-find.ts';

/** The administrator acting, and the call it acts in (for the audit log). */
export interface AdminActor {
  userId: number;
  customerId: number;
  requestId: string;
  ip: string;
}

/**
 * `customerDisable` (decision 0016). In one transaction: every user of the
 * customer is disabled; their sessions (refresh-token families), linked devices, device links, open
 * sign-ins, push requests, two-step, recovery and activation codes end (access ends in the same
 * commit, so there is no moment when a disabled user's token or device still works); the event
 * `customer.disabled` is published (decision 0131), whose in-transaction subscriber voids every
 * held submit waiting for approval (funds released, limit usage given back, as a decline) and
 * reports how many; and a row is appended to the admin audit log. After the commit the event's
 * delivery tells each user's live channel `accessRevoked`; the reply waits for it (at most 5 s).
 * An administrator cannot disable their own customer or a customer with an administrator user.
 * @throws AppError 'VF' on `customerId`: `customer_not_found`, `own_customer`, `admin_customer`,
 *   `already_disabled` (a disabled customer is refused, and nothing is written).
 */
export async function customerDisable(
  db: Database,
  admin: AdminActor,
  input: { customerId: number; reason: string },
): Promise<{ customer: AdminCustomer; sessionsRevoked: number; devicesRevoked: number; transfersVoided: number }> {
  const { eventId, ...result } = await withTransaction(db, async (tx) => {
    const members = await findCustomerMembers(tx, input.customerId, { lock: true });
    if (!members) throw customerNotFound('customerId');
    if (input.customerId === admin.customerId) throw fieldError('customerId', 'own_customer');
    if (members.users.some((user) => user.isAdmin)) throw fieldError('customerId', 'admin_customer');
    if (members.users.every((user) => user.isDisabled)) throw fieldError('customerId', 'already_disabled');

    const usersDisabled = (await setCustomerUsersDisabled(tx, input.customerId, true)).length;
    let sessionsRevoked = 0;
    let devicesRevoked = 0;
    let pushRequestsExpired = 0;
    for (const user of members.users) {
      const revoked = await revokeUserAccess(tx, user.id, 'customer disabled by an administrator');
      sessionsRevoked += revoked.sessionsRevoked;
      devicesRevoked += revoked.devicesRevoked;
      pushRequestsExpired += revoked.pushRequestsExpired;
    }
    const { eventId, effects } = await publishEvent(tx, customerDisabled, input.customerId, {
      customerId: input.customerId,
      userIds: members.users.map((user) => user.id),
    });
    const transfersVoided = effects['transfersVoided'] ?? 0;
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'customerDisable',
      targetCustomerId: input.customerId,
      reason: input.reason,
      requestId: admin.requestId,
      ip: admin.ip,
      details: { usersDisabled, sessionsRevoked, devicesRevoked, pushRequestsExpired, transfersVoided },
    });
    const customer = toAdminCustomer({
      ...members,
      users: members.users.map((user) => ({ ...user, isDisabled: true })),
    });
    return { customer, sessionsRevoked, devicesRevoked, transfersVoided, eventId };
  });
  await waitForEventDelivery(eventId);
  return result;
}
