import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from './identity.schema.ts';

/** Number of customers; the demo seed runs only on an empty database. */
export async function countCustomers(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(customers);
  return row?.total ?? 0;
}
