import type { AdminCustomer } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import { findCustomerMembers, setCustomerUsersDisabled } from '../identity/index.ts';
import type { AdminActor } from './customer-disable.ts';
import { customerNotFound, toAdminCustomer } from './customer-find.ts';

/**
 * `customerEnable` (decision 0016): clears the disabled flag of every user
 * of the customer and appends a row to the admin audit log, in one transaction. Nothing ended by
 * the disabling comes back: the customer signs in with their password again and links devices anew.
 * @throws AppError 'VF' on `customerId`: `customer_not_found`, `not_disabled` (nothing is written).
 */
export async function customerEnable(
  db: Database,
  admin: AdminActor,
  input: { customerId: number; reason: string },
): Promise<{ customer: AdminCustomer }> {
  return withTransaction(db, async (tx) => {
    const members = await findCustomerMembers(tx, input.customerId, { lock: true });
    if (!members) throw customerNotFound('customerId');
    const usersEnabled = (await setCustomerUsersDisabled(tx, input.customerId, false)).length;
    if (usersEnabled === 0) throw fieldError('customerId', 'not_disabled');
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'customerEnable',
      targetCustomerId: input.customerId,
      reason: input.reason,
      requestId: admin.requestId,
      ip: admin.ip,
      details: { usersEnabled },
    });
    const customer = toAdminCustomer({
      ...members,
      users: members.users.map((user) => ({ ...user, isDisabled: false })),
    });
    return { customer };
  });
}
