import {
  defaultPermissionSet,
  isPermissionName,
  moneyMovementRefusal,
  type MoneyMovement,
  type PermissionName,
  type PermissionSet,
  type RestrictionReason,
} from '@tessera/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { customerPermissions, customers } from './identity.schema.ts';

/**
 * The permission set of `customerId` (spec 001 §3, decision 0066): the defaults of its type with
 * an administrator's changes on top. Undefined when the customer does not exist.
 */
export async function permissionSetOf(db: Executor, customerId: number): Promise<PermissionSet | undefined> {
  const [customer] = await db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer ? permissionSetFor(db, customerId, customer.customerType) : undefined;
}

/** {@link permissionSetOf} for a customer whose type the caller has already read. */
export async function permissionSetFor(
  db: Executor,
  customerId: number,
  customerType: 'personal' | 'business',
): Promise<PermissionSet> {
  const set = defaultPermissionSet(customerType);
  const changes = await db.select().from(customerPermissions).where(eq(customerPermissions.customerId, customerId));
  for (const change of changes) if (isPermissionName(change.permission)) set[change.permission] = change.allowed;
  return set;
}

/** How the money of a permission moves for its customer (decision 0067): only own-account moves stay inside. */
function movementOf(permission: PermissionName): MoneyMovement {
  return permission === 'withdrawOwnBetweenAccounts' ? 'ownAccounts' : 'outgoing';
}

/**
 * Refuses a money action before anything is held or written, by the standing of the customer whose
 * money moves (spec 000 §2, 002 §4 "Limited: says money cannot be sent"; decisions 0063, 0067) and
 * then by its permission set (spec 001 §6). One read of the customer and one of the permission changes.
 * @throws AppError 'AL' when a restriction blocks the movement (a sanctioned customer moves nothing,
 *   not even between their own accounts), 'KYC' when an unverified customer sends money to someone
 *   else, '13' when `permission` is not granted, 'NF' for an unknown customer.
 */
export async function requireMoneyAction(db: Executor, customerId: number, permission: PermissionName): Promise<void> {
  const [customer] = await db
    .select({
      customerType: customers.customerType,
      verified: customers.verified,
      limited: customers.limited,
      restrictionReason: customers.restrictionReason,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new AppError('NF', 'Customer not found.');
  const refusal = moneyMovementRefusal(
    {
      verified: customer.verified,
      limited: customer.limited,
      restrictionReason: (customer.restrictionReason ?? undefined) as RestrictionReason | undefined,
    },
    movementOf(permission),
  );
  if (refusal === 'unverified') throw new AppError('KYC', 'Verify your identity before sending money.');
  if (refusal) throw new AppError('AL', 'Your account is limited: money cannot be sent.');
  const set = await permissionSetFor(db, customerId, customer.customerType);
  if (!set[permission]) throw new AppError('13', 'This kind of transfer is not allowed for this account.');
}

/**
 * Writes an administrator's changes to flags of `customerId`'s permission set (decision 0066), each
 * flag's row created or replaced; the caller audits them in the same transaction.
 */
export async function writePermissionChanges(
  db: Executor,
  customerId: number,
  changes: readonly (readonly [PermissionName, boolean])[],
  updatedByUserId: number,
): Promise<void> {
  for (const [permission, allowed] of changes) {
    await db
      .insert(customerPermissions)
      .values({ customerId, permission, allowed, updatedByUserId })
      .onConflictDoUpdate({
        target: [customerPermissions.customerId, customerPermissions.permission],
        set: { allowed, updatedByUserId, updatedAt: sql`now()` },
      });
  }
}
