import type { Language, loginHistoryMethod, loginResults, MethodResponse } from '@tessera/contract';
import { and, count, desc, eq, gte, isNull, lt, lte, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { IpLocator } from '../../platform/ip-location.ts';
import { describeUserAgent } from '../../platform/user-agent.ts';
import { authSessions, loginEvents } from './credentials.schema.ts';
import type { LoginResult } from './throttle.ts';

/**
 * How long after its session was created a sign-in's success may be recorded: a second factor's
 * success is written just after the session starts (decision 0037).
 */
const sessionEventSlackMs = 10_000;

/**
 * The result login history shows for a stored one: an attempt still pending and a wrong
 * re-authentication password (decision 0137) as a wrong password; a right re-authentication
 * password is not listed at all (the query leaves it out).
 */
const shownResult = {
  pending: 'wrongPassword',
  success: 'success',
  wrongPassword: 'wrongPassword',
  wrongCode: 'wrongCode',
  throttled: 'throttled',
  disabled: 'disabled',
  secondFactorSent: 'secondFactorSent',
  reauthWrongPassword: 'wrongPassword',
  reauthSuccess: 'success',
} as const satisfies Record<LoginResult, (typeof loginResults)[number]>;

/** Which page of a user's sign-in attempts to read; dates are calendar days (YYYY-MM-DD, UTC), both inclusive. */
export interface LoginHistoryQuery {
  fromDate?: string;
  toDate?: string;
  /** 1-based. */
  pageNumber: number;
  pageSize: number;
}

/**
 * One page of the caller's finished sign-in attempts, newest first, and how many there are in all
 * (spec 001 §7 login history). Attempts still in progress are not shown. Each names its browser and
 * system (from the User-Agent, with bowser), its approximate place (`locator`, a city named in the
 * caller's `language` when the database has it), and whether it is the sign-in that started the
 * caller's session; with the locator's required credit (`placeCredit`), if any.
 */
export async function loginHistory(
  db: Executor,
  locator: IpLocator,
  caller: { userId: number; sessionId: string; language?: Language },
  query: LoginHistoryQuery,
): Promise<Omit<MethodResponse<typeof loginHistoryMethod>, 'pageSize'>> {
  const { userId } = caller;
  const where = and(
    eq(loginEvents.userId, userId),
    // A right re-authentication password is no sign-in; a wrong one is shown as a wrong password.
    notInArray(loginEvents.result, ['pending', 'reauthSuccess']),
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
  const currentEventId = await sessionLoginEventId(db, userId, caller.sessionId);
  return {
    events: rows.map((row) => ({
      id: row.id,
      date: row.createdAt.toISOString(),
      ip: row.ip,
      ...(row.userAgent ? { device: row.userAgent } : {}),
      ...describeUserAgent(row.userAgent),
      place: locator.locate(row.ip, caller.language),
      isCurrentSession: row.id === currentEventId,
      result: shownResult[row.result],
      isAlert: row.isAlert,
    })),
    total: total?.value ?? 0,
    ...(locator.credit ? { placeCredit: locator.credit } : {}),
  };
}

/**
 * The successful sign-in that started session `sessionId`: the newest success of the user from the
 * session's address and browser recorded no later than shortly after the session began. Sessions
 * do not store their sign-in's id (decision 0037); null when none matches.
 */
async function sessionLoginEventId(db: Executor, userId: number, sessionId: string): Promise<string | null> {
  const [session] = await db
    .select({ createdAt: authSessions.createdAt, ip: authSessions.ip, userAgent: authSessions.userAgent })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1);
  if (!session?.ip) return null;
  const [event] = await db
    .select({ id: loginEvents.id })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.result, 'success'),
        eq(loginEvents.ip, session.ip),
        session.userAgent === null ? isNull(loginEvents.userAgent) : eq(loginEvents.userAgent, session.userAgent),
        lte(loginEvents.createdAt, new Date(session.createdAt.getTime() + sessionEventSlackMs)),
      ),
    )
    .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
    .limit(1);
  return event?.id ?? null;
}
