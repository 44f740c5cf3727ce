import type { z } from 'zod';
import type { Transaction } from '../db/client.ts';
import { customerScope, runOnce, type OnceOperation } from '../platform/idempotency.ts';
import { withTransaction } from '../platform/transactions.ts';
import { requireAuth, type CallContext } from './context.ts';

/**
 * Runs a money-moving use case in one database transaction, exactly once per `Idempotency-Key`
 * (DESIGN §4): the platform's {@link runOnce} in the scope of the customer whose money moves (the
 * acting customer the dispatcher resolved, `customer:<id>`; decisions 0027, 0028), with the method's
 * name and the request's hash. A repeat replays the first reply or
 * refusal; a repeat whose request differs is refused with 'IDK'. Without the header the use case
 * simply runs in one transaction. Throws 'AU' when the caller is not signed in and sent a key.
 * @param schema the method's response schema, used to read a stored reply back.
 */
export async function runMoneyCall<S extends z.ZodType>(
  ctx: CallContext,
  schema: S,
  work: (tx: Transaction) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const once = moneyCallOnce(ctx);
  if (!once) return withTransaction(ctx.db, work);
  return runOnce(ctx.db, once, schema, work);
}

/**
 * The operation a money call runs once (the same as {@link runMoneyCall}'s): its `Idempotency-Key`
 * in the acting customer's scope, the method's name and the request's hash; undefined without a key.
 * Throws 'AU' when the caller is not signed in and sent a key.
 */
export function moneyCallOnce(ctx: CallContext): OnceOperation | undefined {
  const key = ctx.idempotencyKey;
  if (!key) return undefined;
  const scope = customerScope(ctx.actingCustomerId ?? requireAuth(ctx).customerId);
  return { scope, key, operation: ctx.method, requestHash: ctx.requestHash };
}
