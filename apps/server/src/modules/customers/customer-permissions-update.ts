import { isPermissionName, type PermissionName, type PermissionSet } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import { permissionSetOf, writePermissionChanges } from '../identity/index.ts';
import type { AdminActor } from './customer-disable.ts';
import { customerNotFound } from './customer-find.ts';

/**
 * `customerPermissionsUpdate` (admin): grants or withdraws flags of a customer's permission set in
 * one transaction with its admin audit row (each flag changed, with its new value).
 * @throws AppError 'VF' on `customerId`: `customer_not_found`.
 */
export async function customerPermissionsUpdate(
  db: Database,
  admin: AdminActor,
  input: { customerId: number; permissions: Partial<Record<PermissionName, boolean>>; reason: string },
): Promise<{ customerId: number; permissions: PermissionSet }> {
  return withTransaction(db, async (tx) => {
    const before = await permissionSetOf(tx, input.customerId);
    if (!before) throw customerNotFound('customerId');
    const changes = Object.entries(input.permissions).filter(
      (entry): entry is [PermissionName, boolean] => isPermissionName(entry[0]) && typeof entry[1] === 'boolean',
    );
    await writePermissionChanges(tx, input.customerId, changes, admin.userId);
    await recordAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'customerPermissionsUpdate',
      targetCustomerId: input.customerId,
      reason: input.reason,
      requestId: admin.requestId,
      ip: admin.ip,
      // Each flag changed, with its new value.
      details: Object.fromEntries(changes),
    });
    return { customerId: input.customerId, permissions: { ...before, ...Object.fromEntries(changes) } };
  });
}
