import { accessRightLevels, normalizeName } from '@tessera/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerAccessRights, customers, users } from './customers.schema.ts';

/** A customer found by a user's e-mail, with a display name. */
export interface CustomerByEmail {
  customerId: number;
  email: string;
  name: string;
  isDisabled: boolean;
  customerType: 'personal' | 'business';
  /**
   * True when the e-mail is an employee's (spec 000 §1, §6 "authorised employee"; 001 §3 payee check
   * isEmployee): a user holding an access right (level 1 or more) on a business customer, recorded in
   * `customer_access_rights` (decisions 0024, 0028).
   */
  isEmployee: boolean;
}

/** Display name of a customer: business name, or first and last name, or the e-mail. */
export function displayName(
  row: { businessName: string | null; firstName: string | null; lastName: string | null },
  email: string,
): string {
  const name = row.businessName ?? [row.firstName, row.lastName].filter(Boolean).join(' ');
  return normalizeName(name) || email;
}

/** Finds the customer whose user has this e-mail (case-insensitive). */
export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerByEmail | undefined> {
  const employerRights = db
    .select({ one: sql`1` })
    .from(customerAccessRights)
    .innerJoin(customers, eq(customers.id, customerAccessRights.customerId))
    .where(
      and(
        eq(customerAccessRights.userId, users.id),
        eq(customers.customerType, 'business'),
        gt(customerAccessRights.accessRight, accessRightLevels.noAccess),
      ),
    );
  const [row] = await db
    .select({ customer: customers, user: users, isEmployee: sql<boolean>`exists(${employerRights})` })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!row) return undefined;
  return {
    customerId: row.customer.id,
    email: row.user.email,
    name: displayName(row.customer, row.user.email),
    isDisabled: row.user.isDisabled,
    customerType: row.customer.customerType,
    isEmployee: row.isEmployee === true,
  };
}

/** Display name and e-mail of a customer by id. */
export async function findCustomerContact(
  db: Executor,
  customerId: number,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.customerId, customers.id))
    .where(eq(customers.id, customerId))
    // The customer's own login, never one of its employees.
    .orderBy(users.id)
    .limit(1);
  return row ? { email: row.user.email, name: displayName(row.customer, row.user.email) } : undefined;
}

/** The brand a customer signed up with (fees and texts follow it). */
export async function findCustomerBrand(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ brandId: customers.brandId }).from(customers).where(eq(customers.id, customerId));
  return row?.brandId;
}
