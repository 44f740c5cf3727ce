import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor } from '../../db/client.ts';
import { loginEvents } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';

/**
 * Sign-in throttling without lock-out (issue 4; RFC 9700 §4.x spirit, OWASP ASVS 2.2). Every attempt
 * is a `login_events` row. Within a sliding 15-minute window:
 * - up to {@link freeFailures} failures on an account or from an address are answered at full speed;
 *   after that each answer waits longer (doubling from the base delay up to {@link maxDelayMs});
 * - an address with {@link ipFailureCap} failures, or an account with {@link accountFailureCap}
 *   failures, is refused outright ('RL') **from unfamiliar addresses only**: an address where this
 *   user signed in successfully in the last 90 days keeps working (slowed only by this account's own
 *   failures from it, capped at {@link ipFailureCap} of those), so a guesser elsewhere cannot lock the
 *   real customer out. At most 20 guesses per 15 minutes per account from
 *   unfamiliar addresses, i.e. ≤ 80 an hour, whatever the number of addresses.
 * An attempt is reserved (a 'pending' row) before it is counted, so concurrent guesses cannot slip
 * past the caps together.
 */
export const throttleWindowMs = 15 * 60_000;
export const familiarWindowMs = 90 * 24 * 60 * 60_000;
export const freeFailures = 5;
export const accountFailureCap = 20;
export const ipFailureCap = 50;
export const maxDelayMs = 8_000;

/** Results that count as failures (a pending attempt counts until it resolves). */
const failureResults = ['wrongPassword', 'wrongCode', 'pending'] as const;

export type LoginResult = (typeof loginEvents.$inferSelect)['result'];

/** A reserved sign-in attempt; `finish` records how it ended. */
export interface Attempt {
  id: string;
  /** Failures on this account (or address) before this attempt, in the window. */
  priorFailures: number;
  finish: (result: Exclude<LoginResult, 'pending'>, userId?: number) => Promise<void>;
}

/**
 * Reserves an attempt for `email` from `ip`, refuses it when a cap is reached, and otherwise waits
 * the progressive delay before returning (the caller then checks the password or code).
 * @param baseDelayMs the first delay step (config LOGIN_THROTTLE_BASE_DELAY_MS).
 * @throws AppError 'RL' when the account (from an unfamiliar address) or the address is capped.
 */
export async function beginAttempt(
  db: Executor,
  input: { email: string; ip: string; userAgent: string | undefined; userId: number | undefined; baseDelayMs: number },
): Promise<Attempt> {
  const email = input.email.toLowerCase();
  const id = newId();
  await db.insert(loginEvents).values({
    id,
    email,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 512),
    userId: input.userId,
    result: 'pending',
  });
  const since = new Date(Date.now() - throttleWindowMs);
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginEvents.email} = ${email})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${loginEvents.ip} = ${input.ip})`.mapWith(Number),
      pair: sql<number>`count(*) filter (where ${loginEvents.email} = ${email} and ${loginEvents.ip} = ${input.ip})`.mapWith(
        Number,
      ),
    })
    .from(loginEvents)
    .where(
      and(
        gt(loginEvents.createdAt, since),
        inArray(loginEvents.result, [...failureResults]),
        ne(loginEvents.id, id),
        sql`(${loginEvents.email} = ${email} or ${loginEvents.ip} = ${input.ip})`,
      ),
    );
  const accountFailures = counts?.account ?? 0;
  const addressFailures = counts?.address ?? 0;
  const pairFailures = counts?.pair ?? 0;
  const familiar = input.userId !== undefined && (await isFamiliarAddress(db, input.userId, input.ip));

  // A familiar address is judged only by this account's failures from it: neither an attack on the
  // account from elsewhere nor other users behind the same address (an office, a carrier NAT) slow it.
  const failures = familiar ? pairFailures : Math.max(accountFailures, addressFailures);
  const finish: Attempt['finish'] = async (result, userId) => {
    await db
      .update(loginEvents)
      .set({
        result,
        userId: userId ?? input.userId,
        isAlert: result !== 'success' && result !== 'secondFactorSent' && failures + 1 >= freeFailures,
      })
      .where(eq(loginEvents.id, id));
  };

  const capped = familiar
    ? pairFailures >= ipFailureCap
    : addressFailures >= ipFailureCap || accountFailures >= accountFailureCap;
  if (capped) {
    await finish('throttled');
    throw new AppError('RL', 'Too many attempts. Please wait a few minutes and try again.');
  }
  const delay = progressiveDelayMs(failures, input.baseDelayMs);
  if (delay > 0) await sleep(delay);
  return { id, priorFailures: failures, finish };
}

/** The wait before answering after `failures` recent failures: none for the first few, then doubling. */
export function progressiveDelayMs(failures: number, baseDelayMs: number): number {
  if (failures < freeFailures || baseDelayMs <= 0) return 0;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - freeFailures));
}

/** True when `userId` signed in successfully from `ip` in the last 90 days. */
async function isFamiliarAddress(db: Executor, userId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginEvents.id })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.ip, ip),
        eq(loginEvents.result, 'success'),
        gt(loginEvents.createdAt, new Date(Date.now() - familiarWindowMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a finished sign-in event that needed no reservation (the second-factor step of /token). */
export async function recordLoginEvent(
  db: Executor,
  event: {
    userId: number;
    email: string;
    ip: string;
    userAgent: string | undefined;
    result: LoginResult;
    isAlert?: boolean;
  },
): Promise<void> {
  await db.insert(loginEvents).values({
    id: newId(),
    userId: event.userId,
    email: event.email.toLowerCase(),
    ip: event.ip,
    userAgent: event.userAgent?.slice(0, 512),
    result: event.result,
    isAlert: event.isAlert ?? false,
  });
}
