import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, users } from '../../db/schema/index.ts';

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
