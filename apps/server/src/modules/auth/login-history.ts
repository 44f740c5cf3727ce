import type { loginHistoryMethod, MethodResponse } from '@tessera/contract';
import { and, count, desc, eq, gte, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginEvents } from './auth.schema.ts';

/** Which page of a user's sign-in attempts to read; dates are calendar days (YYYY-MM-DD, UTC), both inclusive. */
export interface LoginHistoryQuery {
  fromDate?: string;
  toDate?: string;
  /** 1-based. */
  pageNumber: number;
  pageSize: number;
}

/**
 * One page of `userId`'s finished sign-in attempts, newest first, and how many there are in all
 * (spec 001 §7 login history). Attempts still in progress are not shown.
 */
export async function listLoginEvents(
  db: Executor,
  userId: number,
  query: LoginHistoryQuery,
): Promise<Omit<MethodResponse<typeof loginHistoryMethod>, 'pageSize'>> {
  const where = and(
    eq(loginEvents.userId, userId),
    ne(loginEvents.result, 'pending'),
    query.fromDate ? gte(loginEvents.createdAt, new Date(`${query.fromDate}T00:00:00Z`)) : undefined,
    query.toDate
      ? lt(loginEvents.createdAt, new Date(Date.parse(`${query.toDate}T00:00:00Z`) + 86_400_000))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginEvents)
      .where(where)
      .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ value: count() }).from(loginEvents).where(where),
  ]);
  return {
    events: rows.map((row) => ({
      id: row.id,
      date: row.createdAt.toISOString(),
      ip: row.ip,
      ...(row.userAgent ? { device: row.userAgent } : {}),
      result: row.result === 'pending' ? 'wrongPassword' : row.result,
      isAlert: row.isAlert,
    })),
    total: total?.value ?? 0,
  };
}
