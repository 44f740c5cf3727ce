import { accessRightLevels, type AccessRightLevel } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerAccessRights } from './customers.schema.ts';

const levels: readonly AccessRightLevel[] = Object.values(accessRightLevels);

/** The level a stored access-right value stands for; an unknown value counts as no access. */
export function accessRightLevelOf(value: number): AccessRightLevel {
  return levels.find((level) => level === value) ?? accessRightLevels.noAccess;
}

/**
 * The access-right level `userId` holds on `customerId` (spec 000 §4), or null when none is recorded
 * (for the user's own customer: its own login, who needs none). Used by the dispatcher for every call.
 */
export async function findAccessRight(
  db: Executor,
  userId: number,
  customerId: number,
): Promise<AccessRightLevel | null> {
  const [row] = await db
    .select({ accessRight: customerAccessRights.accessRight })
    .from(customerAccessRights)
    .where(and(eq(customerAccessRights.userId, userId), eq(customerAccessRights.customerId, customerId)));
  if (!row) return null;
  return accessRightLevelOf(row.accessRight);
}
