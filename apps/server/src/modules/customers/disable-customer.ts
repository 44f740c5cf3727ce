import type { AdminCustomer } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import { voidCustomerApprovals } from '../money-movements/index.ts';
import { revokeUserAccess } from '../auth/index.ts';
import { findCustomerMembers, setCustomerUsersDisabled } from '../identity/index.ts';
import { customerNotFound, toAdminCustomer } from './find-customer-for-admin.ts';

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
 * sign-ins, push requests, two-step, recovery and activation codes end; every held submit waiting
 * for approval is voided (funds released, limit usage given back, as a decline); and a row is
 * appended to the admin audit log. After the commit each user's live channel hears `accessRevoked`.
 * An administrator cannot disable their own customer or a customer with an administrator user.
 * @throws AppError 'VF' on `customerId`: `customer_not_found`, `own_customer`, `admin_customer`,
 *   `already_disabled` (a disabled customer is refused, and nothing is written).
 */
export async function disableCustomer(
  db: Database,
  admin: AdminActor,
  input: { customerId: number; reason: string },
): Promise<{ customer: AdminCustomer; sessionsRevoked: number; devicesRevoked: number; transfersVoided: number }> {
  return withTransaction(db, async (tx) => {
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
    const transfersVoided = await voidCustomerApprovals(tx, input.customerId);
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
    return { customer, sessionsRevoked, devicesRevoked, transfersVoided };
  });
}
