import type { Database, Executor } from '../db/client.ts';
import { databaseOf } from './transactions.ts';

/**
 * A per-process cache of reference data (decision 0029): values that every money request reads and
 * that change rarely or never, such as fee schedules and the ids of system accounts. Each database
 * has its own cache (tests open several databases in one process). A value is loaded once per
 * `maxAgeMs` at most. Nothing writes cached data at run time yet (fee schedules come from
 * migrations, system-account ids never change); the first writer adds an invalidation here that
 * also tells the other server processes, over the live fan-out's NOTIFY connection.
 */
const caches = new WeakMap<Database, Map<string, { value: Promise<unknown>; loadedAt: number; settled: boolean }>>();

/**
 * The cached value of `key` for the database behind `executor`, loaded with `load` when absent or
 * older than `maxAgeMs`. Outside a transaction opened by `withTransaction` whose database is known,
 * `load` runs every time (no cache). A failed load is not kept.
 *
 * A transaction never waits for a load another caller started: that load may be queued for a pooled
 * connection while every connection is held by transactions waiting for it, a deadlock the database
 * cannot see. Until the value is settled a transaction runs `load` itself, on its own connection.
 */
export async function cachedReference<T>(
  executor: Executor,
  key: string,
  maxAgeMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const database = databaseOf(executor);
  if (!database) return load();
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.loadedAt < maxAgeMs) {
    if (hit.settled || executor === database) return hit.value as Promise<T>;
    return load();
  }
  const value = load();
  const entry = { value, loadedAt: now, settled: false };
  cache.set(key, entry);
  value.then(
    () => {
      entry.settled = true;
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return value;
}
