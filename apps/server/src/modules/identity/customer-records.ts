import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, users } from './identity.schema.ts';

/** A customer with its primary user (the one that signs in). */
export async function findCustomerWithUser(db: Executor, customerId: number) {
  const [row] = await db
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .orderBy(users.id)
    .limit(1);
  return row;
}

/**
 * A customer with every one of its users (ordered by id, the first is the one that signed up), or
 * undefined. With `lock`, the user rows are locked FOR UPDATE until the transaction ends, so two
 * administrators disabling the same customer act one after the other.
 */
export async function findCustomerMembers(db: Executor, customerId: number, options: { lock?: boolean } = {}) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return undefined;
  const query = db.select().from(users).where(eq(users.customerId, customerId)).orderBy(users.id);
  const members = options.lock ? await query.for('update') : await query;
  return members.length === 0 ? undefined : { customer, users: members };
}

/** The customer id of the user whose e-mail is `email` (case-insensitive), or undefined. */
export async function findCustomerIdByEmail(db: Executor, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row?.customerId;
}

/** Sets the disabled flag of every user of `customerId`; returns the ids of the users it changed. */
export async function setCustomerUsersDisabled(db: Executor, customerId: number, isDisabled: boolean) {
  const rows = await db
    .update(users)
    .set({ isDisabled })
    .where(and(eq(users.customerId, customerId), eq(users.isDisabled, !isDisabled)))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** A customer's type ('personal' or 'business'), or undefined when there is no such customer. */
async function findCustomerType(db: Executor, customerId: number): Promise<'personal' | 'business' | undefined> {
  const [row] = await db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.customerType;
}

/**
 * The type of the customer a call acts for: the signed-in user's own, from the token, or, when the
 * user acts for another customer (a representative for a business, decision 0103), that
 * customer's. Uploads record it with the document.
 */
export async function actingCustomerType(
  db: Executor,
  signedIn: { customerId: number; customerType: 'personal' | 'business' },
  customerId: number,
): Promise<'personal' | 'business'> {
  if (customerId === signedIn.customerId) return signedIn.customerType;
  return (await findCustomerType(db, customerId)) ?? signedIn.customerType;
}
