import { accessRightLevels, type AccessRightLevel } from '@tessera/contract';
import { and, asc, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerAccessRights, customers, users } from './identity.schema.ts';

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

/**
 * One user who holds a right on a business, or signs in as it (spec 001 §6 "access rights list").
 * `level` null: the business's own login (no recorded right, full power, decision 0028).
 */
export interface BusinessUserRight {
  userId: number;
  email: string;
  /** The customer the user belongs to: the business itself (owner, employee) or a personal customer. */
  userCustomerId: number;
  firstName: string | null;
  lastName: string | null;
  isDisabled: boolean;
  /** Whether the user has activated their sign-in (an invited user has not yet). */
  isActivated?: boolean;
  level: AccessRightLevel | null;
}

/**
 * Every user of business `customerId` and every user holding a right on it, ordered by user id.
 * With `lock`, the rights rows are locked FOR UPDATE until the transaction ends, so two changes to
 * the same business's rights run one after the other (the full-access count stays true).
 */
export async function listBusinessUserRights(
  db: Executor,
  customerId: number,
  options: { lock?: boolean } = {},
): Promise<BusinessUserRight[]> {
  if (options.lock)
    await db
      .select({ userId: customerAccessRights.userId })
      .from(customerAccessRights)
      .where(eq(customerAccessRights.customerId, customerId))
      .for('update');
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      userCustomerId: users.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      isDisabled: users.isDisabled,
      activatedAt: users.activatedAt,
      level: customerAccessRights.accessRight,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(
      customerAccessRights,
      and(eq(customerAccessRights.userId, users.id), eq(customerAccessRights.customerId, customerId)),
    )
    .where(or(eq(users.customerId, customerId), isNotNull(customerAccessRights.userId)))
    .orderBy(asc(users.id));
  return rows.map(({ activatedAt, ...row }) => ({
    ...row,
    isActivated: activatedAt !== null,
    // A business's own users carry the business name, not a person's: no first or last name.
    firstName: row.userCustomerId === customerId ? null : row.firstName,
    lastName: row.userCustomerId === customerId ? null : row.lastName,
    level: row.level === null ? null : accessRightLevelOf(row.level),
  }));
}

/** Records `level` for `userId` on `customerId`, replacing any level it held. */
export async function setAccessRight(
  db: Executor,
  customerId: number,
  userId: number,
  level: AccessRightLevel,
): Promise<void> {
  await db
    .insert(customerAccessRights)
    .values({ customerId, userId, accessRight: level })
    .onConflictDoUpdate({
      target: [customerAccessRights.customerId, customerAccessRights.userId],
      set: { accessRight: level },
    });
}

/** An enabled user of a personal customer, found by e-mail (case-insensitive), with the customer's names. */
export async function findPersonalUserByEmail(
  db: Executor,
  email: string,
): Promise<
  { userId: number; email: string; customerId: number; firstName: string | null; lastName: string | null } | undefined
> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        eq(customers.customerType, 'personal'),
        eq(users.isDisabled, false),
        isNotNull(users.activatedAt),
      ),
    );
  return row;
}

/**
 * The other customers `userId` holds a right of 1 or more on (level 0 is no access), with the level:
 * the businesses they may act for besides their own customer (spec 000 §2 rule 3 "related accounts").
 */
export async function listRelatedAccessRights(
  db: Executor,
  userId: number,
  ownCustomerId: number,
): Promise<{ customerId: number; level: AccessRightLevel }[]> {
  const rows = await db
    .select({ customerId: customerAccessRights.customerId, level: customerAccessRights.accessRight })
    .from(customerAccessRights)
    .where(
      and(
        eq(customerAccessRights.userId, userId),
        ne(customerAccessRights.customerId, ownCustomerId),
        gt(customerAccessRights.accessRight, accessRightLevels.noAccess),
      ),
    )
    .orderBy(asc(customerAccessRights.customerId));
  return rows.map((row) => ({ customerId: row.customerId, level: accessRightLevelOf(row.level) }));
}
