import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, users } from './identity.schema.ts';

/** A customer's brand, type and residence country (ISO 3166-1 alpha-2, when known). */
export interface CustomerResidence {
  brandId: string;
  customerType: 'personal' | 'business';
  residenceCountryCode: string | null;
}

/** The brand, type and residence country of customer `customerId`, or undefined when there is none. */
export async function findCustomerResidence(db: Executor, customerId: number): Promise<CustomerResidence | undefined> {
  const [row] = await db
    .select({
      brandId: customers.brandId,
      customerType: customers.customerType,
      residenceCountryCode: customers.residenceCountryCode,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** The customer a user belongs to (its own login's customer), or undefined for an unknown user. */
export async function findUserCustomerId(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
  return row?.customerId;
}
