import { accessRightLevels, type AccessRightLevel } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerAccessRights } from './customers.schema.ts';

const levels: readonly AccessRightLevel[] = Object.values(accessRightLevels);

/**
 * The access-right level `userId` holds on `customerId` (spec 000 §4), or no access (0) when none is
 * recorded. Used by the dispatcher for a call acting for a customer other than the caller's own.
 */
export async function findAccessRight(db: Executor, userId: number, customerId: number): Promise<AccessRightLevel> {
  const [row] = await db
    .select({ accessRight: customerAccessRights.accessRight })
    .from(customerAccessRights)
    .where(and(eq(customerAccessRights.userId, userId), eq(customerAccessRights.customerId, customerId)));
  return levels.find((level) => level === row?.accessRight) ?? accessRightLevels.noAccess;
}
