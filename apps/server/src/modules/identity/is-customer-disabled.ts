import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './identity.schema.ts';

/**
 * Whether customer `customerId` is disabled: it has users and every one of them is disabled
 * (decision 0016). False for a customer without users. With `lock`, the user rows are read FOR
 * SHARE until the transaction ends, so the answer cannot change under the caller: a disabling in
 * progress (which locks them FOR UPDATE) is waited for, and a later one waits for the caller.
 */
export async function isCustomerDisabled(
  db: Executor,
  customerId: number,
  options: { lock?: boolean } = {},
): Promise<boolean> {
  const query = db.select({ isDisabled: users.isDisabled }).from(users).where(eq(users.customerId, customerId));
  const rows = options.lock ? await query.for('share') : await query;
  return rows.length > 0 && rows.every((row) => row.isDisabled);
}
