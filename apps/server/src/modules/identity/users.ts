import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccessRightLevel } from '@tessera/contract';
import { z } from 'zod';
import { accessRightLevelOf } from './access-rights.ts';
import { queryRows, type Executor } from '../../db/client.ts';
import { customers, users } from './identity.schema.ts';

// The customers module owns `customers` and `users` (docs/decisions/0019-module-boundaries.md).
// Auth, onboarding and the seed read and change sign-in identities and the customer's security
// modes only through these functions.

/** A user row: the sign-in identity of a customer (`id` is the spec's userId). */
export type UserRow = typeof users.$inferSelect;

/** The user columns other modules may change: credentials and sign-in settings, never the owner or flags. */
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'passwordHash'
    | 'totpSecret'
    | 'totpLastStep'
    | 'phoneNumber'
    | 'activatedAt'
    | 'ipWhitelistEnabled'
    | 'verifyNewDevices'
    | 'pushMigrationDeadline'
  >
>;

/** The customer's two-step sign-in mode (spec 000 §3 login2faMode): 'no', 'otp', 'sms' or 'push'. */
export type Login2faMode = string;

/** A user with its customer's type and two-step mode, found by e-mail (case-insensitive); undefined if none. */
export async function findUserByEmail(
  db: Executor,
  email: string,
): Promise<(UserRow & { customerType: 'personal' | 'business'; login2faMode: Login2faMode }) | undefined> {
  const [row] = await db
    .select({ user: users, customerType: customers.customerType, login2faMode: customers.login2faMode })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ? { ...row.user, customerType: row.customerType, login2faMode: row.login2faMode } : undefined;
}

/** The user `userId`, or undefined. */
export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/**
 * What a live credential of `userId` acts as: its customer, admin flag and customer type; undefined
 * when the user is unknown or disabled (decision 0016).
 */
export async function findEnabledUserIdentity(db: Executor, userId: number): Promise<UserIdentity | undefined> {
  const [row] = await queryRows(db, sql`select customers_enabled_identity_json(${userId}) as identity`);
  return userIdentityFromJson(row?.identity);
}

/**
 * Who an enabled user is: the user, their customer, whether they are an administrator, the
 * customer's type, and the access-right level recorded for the user on that customer (null when
 * none: its own login; a level: an employee signing in for the business, decision 0028).
 */
export interface UserIdentity {
  userId: number;
  customerId: number;
  isAdmin: boolean;
  customerType: 'personal' | 'business';
  ownAccessRight: AccessRightLevel | null;
}

const userIdentityJson = z.object({
  userId: z.number(),
  customerId: z.number(),
  isAdmin: z.boolean(),
  customerType: z.enum(['personal', 'business']),
  ownAccessRight: z
    .number()
    .nullable()
    .transform((value) => (value === null ? null : accessRightLevelOf(value))),
}) satisfies z.ZodType<UserIdentity, unknown>;

/**
 * Reads the JSON of the database function `customers_enabled_identity_json` (migration 0025), for
 * a use case that reads it inside a larger statement; null (unknown or disabled user) stays undefined.
 */
export function userIdentityFromJson(json: unknown): UserIdentity | undefined {
  return json === null || json === undefined ? undefined : userIdentityJson.parse(json);
}

/** True when `userId` exists and is not disabled. */
export async function isUserEnabled(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ isDisabled: users.isDisabled }).from(users).where(eq(users.id, userId));
  return row !== undefined && !row.isDisabled;
}

/** Changes the given columns of user `userId`. */
export async function updateUser(db: Executor, userId: number, changes: UserChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Changes the given columns of the user whose e-mail is `email` (case-insensitive); its id, or undefined if none. */
export async function updateUserByEmail(
  db: Executor,
  email: string,
  changes: UserChanges,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ id: users.id });
  return row?.id;
}

/** Records TOTP step `step` as the last accepted one of `userId` only if it is newer. Atomic; true when recorded. */
export async function advanceTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`${users.totpLastStep} < ${step}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The two-step sign-in mode of customer `customerId`; 'no' when unknown. */
export async function findLogin2faMode(db: Executor, customerId: number): Promise<Login2faMode> {
  const [row] = await db
    .select({ login2faMode: customers.login2faMode })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.login2faMode ?? 'no';
}

/** Sets the two-step sign-in mode of the customer of user `userId` (nothing when the user is unknown). */
export async function setUserLogin2faMode(db: Executor, userId: number, mode: Login2faMode): Promise<void> {
  const [user] = await db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
  if (user) await db.update(customers).set({ login2faMode: mode }).where(eq(customers.id, user.customerId));
}

/** The transaction approval mode of customer `customerId` (spec 001 §4), or undefined when unknown. */
export async function findTransactionApproveMode(db: Executor, customerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ mode: customers.transactionApproveMode })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.mode;
}

/** Sets the transaction approval mode of customer `customerId` (spec 001 §4). */
export async function setTransactionApproveMode(db: Executor, customerId: number, mode: number): Promise<void> {
  await db.update(customers).set({ transactionApproveMode: mode }).where(eq(customers.id, customerId));
}

/** The e-mail of each of `userIds` that exists. */
export async function findUserEmails(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The sign-in e-mail of each of `customerIds` that has a user: that of its first user (the one that signed up). */
export async function findCustomerLogins(db: Executor, customerIds: readonly number[]): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: users.customerId, email: users.email })
    .from(users)
    .where(inArray(users.customerId, [...new Set(customerIds)]))
    .orderBy(users.id);
  const logins = new Map<number, string>();
  for (const row of rows) if (!logins.has(row.customerId)) logins.set(row.customerId, row.email);
  return logins;
}
