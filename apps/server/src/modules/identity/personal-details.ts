import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, users } from './identity.schema.ts';

/** A customer's personal details and the facts that decide who may change them (spec 000 §3). */
export interface PersonalDetails {
  customerType: 'personal' | 'business';
  verified: boolean;
  firstName: string | null;
  lastName: string | null;
  birthDay: string | null;
  residenceCountryCode: string | null;
}

/** The personal details of `customerId`, or undefined for an unknown customer. */
export async function findPersonalDetails(db: Executor, customerId: number): Promise<PersonalDetails | undefined> {
  const [row] = await db
    .select({
      customerType: customers.customerType,
      verified: customers.verified,
      firstName: customers.firstName,
      lastName: customers.lastName,
      birthDay: customers.birthDay,
      residenceCountryCode: customers.residenceCountryCode,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/**
 * Stores a customer's first and last name, date of birth (YYYY-MM-DD) and residence country (spec 002
 * §2 `profile-update`); customer info's `isNeedPersonalInfoUpdate`, derived from them, is then false.
 */
export async function updatePersonalDetails(
  db: Executor,
  customerId: number,
  details: { firstName: string; lastName: string; birthDay: string; residenceCountryCode: string },
): Promise<void> {
  await db.update(customers).set(details).where(eq(customers.id, customerId));
}

/**
 * Makes `email` (lower-case) the user's sign-in e-mail (the username, decision 0075).
 * @returns false when another user signs in with it (case-insensitively): nothing changed.
 */
export async function changeUserLogin(db: Executor, userId: number, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (taken) return false;
  await db.update(users).set({ email: email.toLowerCase() }).where(eq(users.id, userId));
  return true;
}
