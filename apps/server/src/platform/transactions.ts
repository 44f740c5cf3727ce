import type { Database, Executor, Transaction } from '../db/client.ts';

/** SQLSTATEs worth retrying: serialization failure and deadlock. */
const retryableSqlStates = new Set(['40001', '40P01']);
/** Upper bound on attempts for one operation (DESIGN §7.6: a limit on everything). */
const maxTransactionAttempts = 5;

/** The SQLSTATE of a database error, looking through wrappers' `cause` (drizzle wraps driver errors). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** The database of each transaction opened by {@link withTransaction}. */
const transactionDatabases = new WeakMap<Executor, Database>();

/**
 * The database an executor works on: itself when it is one (it has `transaction`, a transaction
 * object too, so the map is asked first), the opening database for a transaction opened by
 * {@link withTransaction}; undefined for any other transaction (a savepoint).
 */
export function databaseOf(executor: Executor): Database | undefined {
  const opened = transactionDatabases.get(executor);
  if (opened) return opened;
  return isTransaction(executor) ? undefined : executor;
}

function isTransaction(executor: Executor): executor is Transaction {
  return 'rollback' in executor;
}

/** Effects waiting for the commit of a transaction opened by {@link withTransaction}. */
const afterCommitEffects = new WeakMap<Executor, (() => void)[]>();

/**
 * Runs `effect` once the data written through `executor` is committed: after the commit of a
 * transaction opened by {@link withTransaction} (never if it rolls back; once even if it is
 * retried), at once for the plain database. For effects others must not see before the data,
 * such as live-channel events. (A savepoint inside such a transaction counts as the plain case.)
 */
export function afterCommit(executor: Executor, effect: () => void): void {
  const waiting = afterCommitEffects.get(executor);
  if (waiting) waiting.push(effect);
  else effect();
}

/**
 * Runs `work` in one database transaction, retrying serialization and deadlock failures up to
 * `maxTransactionAttempts` times with a short jittered back-off. Other errors propagate at once.
 * Effects registered with {@link afterCommit} run after the successful commit only.
 */
export async function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const effects: (() => void)[] = [];
    try {
      const result = await db.transaction((tx) => {
        afterCommitEffects.set(tx, effects);
        transactionDatabases.set(tx, db);
        return work(tx);
      });
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      const state = sqlState(error);
      if (!state || !retryableSqlStates.has(state) || attempt >= maxTransactionAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
