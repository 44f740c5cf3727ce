import type { MethodDeclaration } from '@tessera/contract';
import type { Executor } from '../db/client.ts';
import { hitRateLimit } from '../platform/rate-limits.ts';
import { AppError } from './app-error.ts';

/**
 * Counts a call of a method that declares a `customerRateLimit` by the signed-in caller's own
 * customer and refuses it past the limit (`scale` multiplies every limit: config RATE_LIMIT_SCALE, 1
 * in production). Counted in the database like the per-address limits, so every server process
 * agrees (decision 0039). Methods without the declaration are not counted.
 * @throws AppError 'RL' (HTTP 429, `Retry-After` in seconds) when over the limit; the refused call
 *   runs no handler and validates nothing, so it reveals nothing.
 */
export async function enforceCustomerMethodLimit(
  db: Executor,
  declaration: MethodDeclaration,
  customerId: number,
  scale: number,
): Promise<void> {
  const limit = declaration.customerRateLimit;
  if (!limit) return;
  const hit = await hitRateLimit(db, `method:${declaration.name}:customer:${customerId}`, {
    max: limit.max * scale,
    windowMs: limit.windowMs,
  });
  if (!hit.isAllowed) {
    throw new AppError('RL', undefined, [], { retryAfterSeconds: Math.max(1, Math.ceil(hit.remainingMs / 1000)) });
  }
}
