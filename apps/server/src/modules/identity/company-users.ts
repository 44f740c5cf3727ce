import { accessRightLevels, type AccessRightLevel } from '@tessera/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessRightLevelOf } from './access-rights.ts';
import { customerAccessRights, users } from './identity.schema.ts';

/** A user who may act for a business: its own login (no recorded right) or an employee with a recorded right. */
export interface CompanyUser {
  userId: number;
  email: string;
  /** The recorded level (spec 000 §4), or null for the business's own login (full access). */
  accessRight: AccessRightLevel | null;
}

/**
 * The users of business `customerId` (decision 0028): its own logins (users of the customer with no
 * recorded right) and everyone with a recorded right on it, ordered by user id.
 */
export async function listCompanyUsers(db: Executor, customerId: number): Promise<CompanyUser[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email, accessRight: customerAccessRights.accessRight })
    .from(users)
    .leftJoin(
      customerAccessRights,
      and(eq(customerAccessRights.userId, users.id), eq(customerAccessRights.customerId, customerId)),
    )
    .where(
      or(
        and(eq(users.customerId, customerId), isNull(customerAccessRights.userId)),
        eq(customerAccessRights.customerId, customerId),
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    accessRight: row.accessRight === null ? null : accessRightLevelOf(row.accessRight),
  }));
}

/**
 * Adds an authorised user to business `customerId` (decisions 0028, 0096): a sign-in user of the
 * business holding `accessRight` on it in `customer_access_rights`. With `passwordHash` (demo data)
 * the user is activated and signs in at once; without it they are invited (spec 002 §3 "Registration
 * person" isUser): not activated, with an empty hash no password matches, until they open their
 * activationEmployee link and choose one.
 * @returns the new user's id. The caller checked that no user has the e-mail (the unique index
 *   refuses a duplicate anyway).
 */
export async function addBusinessUser(
  tx: Executor,
  input: { customerId: number; email: string; accessRight: AccessRightLevel; passwordHash?: string },
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      customerId: input.customerId,
      email: input.email.toLowerCase(),
      ...(input.passwordHash === undefined
        ? { passwordHash: '', activatedAt: null }
        : { passwordHash: input.passwordHash }),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');
  await tx
    .insert(customerAccessRights)
    .values({ customerId: input.customerId, userId: user.id, accessRight: input.accessRight });
  return user.id;
}

/** True when `level` lets a user approve a business's transaction requests (full access or own login; decision 0105). */
export function canApproveRequests(level: AccessRightLevel | null): boolean {
  return level === null || level === accessRightLevels.fullAccess;
}
