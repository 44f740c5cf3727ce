import type { Database, Transaction } from '../db/client.ts';

/** SQLSTATEs worth retrying: serialization failure and deadlock. */
const retryableSqlStates = new Set(['40001', '40P01']);
/** Upper bound on attempts for one operation (DESIGN §7.6: a limit on everything). */
export const maxTransactionAttempts = 5;

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * Runs `work` in one database transaction, retrying serialization and deadlock failures up to
 * `maxTransactionAttempts` times with a short jittered back-off. Other errors propagate at once.
 */
export async function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (!state || !retryableSqlStates.has(state) || attempt >= maxTransactionAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
