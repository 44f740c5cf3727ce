import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitCounters } from './platform.schema.ts';

/** At most `max` hits per `windowMs` milliseconds (a fixed window that starts with the first hit). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The state of one counter after a hit. */
export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the counter starts again (≥ 0). */
  remainingMs: number;
  /** Whether this hit is within the limit. */
  isAllowed: boolean;
}

/**
 * Counts one hit on `key` (e.g. `method:checkEmailExists:203.0.113.7`) in the shared
 * `rate_limit_counters` table, with one upsert, so every server process behind a load balancer sees
 * the same counts (DESIGN §1; decision 0015). The window starts with the first hit and is judged
 * by the database clock, so processes with skewed clocks agree.
 */
export async function hitRateLimit(db: Executor, key: string, limit: RateLimit): Promise<RateLimitHit> {
  const windowEnd = sql`now() + ${limit.windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: key.slice(0, 300), hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      remainingMs:
        sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000))`.mapWith(
          Number,
        ),
    });
  if (!row) throw new Error('rate-limit upsert returned no row');
  return { hits: row.hits, remainingMs: row.remainingMs, isAllowed: row.hits <= limit.max };
}

/** Deletes counters whose window has ended (a periodic job). @returns how many were deleted. */
export async function deleteExpiredRateLimits(db: Executor): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/**
 * The database counters as the store of @fastify/rate-limit, so the token-service and device routes
 * share the limiter of the main API instead of a per-process memory store. Each route gets its own
 * counters (`route:POST /api/auth/login:<address>`).
 */
export function databaseRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin passes its options first; `prefix` names the route of a child store. */
    constructor(_options?: object, prefix = 'route:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      hitRateLimit(db, `${this.prefix}${key}`, { max, windowMs: timeWindow }).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.remainingMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A store for one route: the plugin passes the route's options as `routeInfo`. */
    child(options: object): FastifyRateLimitStore {
      const route = 'routeInfo' in options && typeof options.routeInfo === 'object' ? options.routeInfo : null;
      const method = route && 'method' in route ? String(route.method) : '';
      const url = route && 'url' in route ? String(route.url) : '';
      return new DatabaseRateLimitStore(undefined, `route:${method} ${url}:`);
    }
  }
  return DatabaseRateLimitStore;
}
