import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor } from '../../db/client.ts';
import { loginEvents } from './credentials.schema.ts';
import { newBotChallenge, redeemBotProof } from '../../platform/bot-challenge.ts';
import { newId } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';

/**
 * Sign-in throttling without lock-out (decision 0015; RFC 9700 §4.x spirit, OWASP ASVS 2.2).
 * Every attempt is a `login_events` row. Within a sliding 15-minute window:
 * - up to {@link freeFailures} failures on an account or from an address are answered at full speed;
 *   after that each answer waits longer (doubling from the base delay up to {@link maxDelayMs});
 * - from an address with {@link ipFailureCap} failures, or on an account with {@link accountFailureCap}
 *   failures from unfamiliar addresses, a sign-in needs a solved proof-of-work challenge (the login
 *   answers 'RL' with a `botChallenge`): a person pays about a second of browser work and signs in,
 *   even from a new address during an attack, while every further guess costs more — the work
 *   doubles with every {@link accountFailuresPerDoubling} further failures on the account and every
 *   {@link addressFailuresPerDoubling} further failures from the address (see
 *   {@link challengeDifficulty}). An address where this user signed in successfully in the last 90
 *   days is judged only by this account's failures from it.
 * An attempt is reserved (a 'pending' row) before it is counted, so concurrent guesses cannot slip
 * past the caps together.
 */
export const throttleWindowMs = 15 * 60_000;
export const familiarWindowMs = 90 * 24 * 60 * 60_000;
const freeFailures = 5;
export const accountFailureCap = 20;
export const ipFailureCap = 50;
const maxDelayMs = 8_000;
/** Failures on an account beyond the cap that double the work of its challenge. */
export const accountFailuresPerDoubling = 10;
/** Failures from one address beyond the cap that double the work of its challenge. */
export const addressFailuresPerDoubling = 5;
/**
 * The most work a challenge asks for (altcha counter, below its 32-bit limit): about 40,000 × a
 * person's second at the default base, reached only after some 150 paid failures in the window.
 */
export const maxChallengeDifficulty = 2 ** 31;

/** Results that count as failures (a pending attempt counts until it resolves). */
const failureResults = ['wrongPassword', 'wrongCode', 'pending', 'reauthWrongPassword'] as const;

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
 * @throws AppError 'RL' with a `botChallenge` field when the account (from an unfamiliar address) or the
 *   address is capped and the login carries no proof of enough work for this e-mail.
 */
export async function beginAttempt(
  db: Executor,
  input: {
    email: string;
    ip: string;
    userAgent: string | undefined;
    userId: number | undefined;
    baseDelayMs: number;
    /** The login's solved challenge, if it sent one. */
    botProof: string | undefined;
    /** Work of a challenge before any doubling (config BOT_CHALLENGE_DIFFICULTY). */
    baseChallengeDifficulty: number;
    /** The secret that signs challenges (read only when a challenge is needed). */
    challengeSecret: () => Promise<string>;
  },
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
  const recent = await recentFailures(db, { email, ip: input.ip, userId: input.userId, excludeId: id });
  const { accountFailures, addressFailures, pairFailures, familiar } = recent;
  const failures = failuresThatCount(recent);
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

  const capped = isCapped(recent);
  if (capped) {
    // Past the caps a guess must be paid for with work instead of being refused (decision 0015).
    const difficulty = challengeDifficulty(
      familiar ? { accountFailures: 0, addressFailures: pairFailures } : { accountFailures, addressFailures },
      input.baseChallengeDifficulty,
    );
    const secret = await input.challengeSecret();
    if (input.botProof && (await isPaidFor(db, secret, input.botProof, email, difficulty))) {
      // Paid: no further delay, so the customer who solved the challenge is not slowed as well.
      return { id, priorFailures: failures, finish };
    }
    await finish('throttled');
    throw new AppError('RL', 'Too many attempts. Please complete the security check to sign in.', [], {
      fields: { botChallenge: await newBotChallenge(secret, difficulty, { purpose: 'login', email, difficulty }) },
    });
  }
  const delay = progressiveDelayMs(failures, input.baseDelayMs);
  if (delay > 0) await sleep(delay);
  return { id, priorFailures: failures, finish };
}

/** Failures in the throttle window that judge an attempt on `email` from `ip` (see {@link beginAttempt}). */
export interface RecentFailures {
  /** On the account, from any address. */
  accountFailures: number;
  /** From the address, on any account. */
  addressFailures: number;
  /** On the account from the address. */
  pairFailures: number;
  /** The user signed in successfully from the address in the last 90 days. */
  familiar: boolean;
}

/**
 * Counts the failures (wrong passwords and codes, wrong re-authentication passwords, attempts still
 * pending) of the last {@link throttleWindowMs} on `email` (lower-case) and from `ip`, leaving out the
 * attempt `excludeId` itself; `familiar` only for a known `userId`.
 */
export async function recentFailures(
  db: Executor,
  input: { email: string; ip: string; userId: number | undefined; excludeId: string },
): Promise<RecentFailures> {
  const { email, ip } = input;
  const since = new Date(Date.now() - throttleWindowMs);
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginEvents.email} = ${email})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${loginEvents.ip} = ${ip})`.mapWith(Number),
      pair: sql<number>`count(*) filter (where ${loginEvents.email} = ${email} and ${loginEvents.ip} = ${ip})`.mapWith(
        Number,
      ),
    })
    .from(loginEvents)
    .where(
      and(
        gt(loginEvents.createdAt, since),
        inArray(loginEvents.result, [...failureResults]),
        ne(loginEvents.id, input.excludeId),
        sql`(${loginEvents.email} = ${email} or ${loginEvents.ip} = ${ip})`,
      ),
    );
  return {
    accountFailures: counts?.account ?? 0,
    addressFailures: counts?.address ?? 0,
    pairFailures: counts?.pair ?? 0,
    familiar: input.userId !== undefined && (await isFamiliarAddress(db, input.userId, ip)),
  };
}

/**
 * The failures that slow an attempt down. A familiar address is judged only by this account's
 * failures from it: neither an attack on the account from elsewhere nor other users behind the same
 * address (an office, a carrier NAT) slow it.
 */
function failuresThatCount(recent: RecentFailures): number {
  return recent.familiar ? recent.pairFailures : Math.max(recent.accountFailures, recent.addressFailures);
}

/**
 * Whether a cap is reached (decision 0015): from a familiar address {@link ipFailureCap} failures of
 * this account from it, else {@link ipFailureCap} from the address or {@link accountFailureCap} on
 * the account.
 */
export function isCapped(recent: RecentFailures): boolean {
  return recent.familiar
    ? recent.pairFailures >= ipFailureCap
    : recent.addressFailures >= ipFailureCap || recent.accountFailures >= accountFailureCap;
}

/** The wait before answering after `failures` recent failures: none for the first few, then doubling. */
export function progressiveDelayMs(failures: number, baseDelayMs: number): number {
  if (failures < freeFailures || baseDelayMs <= 0) return 0;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - freeFailures));
}

/**
 * The work (altcha counter bound) a capped sign-in must pay: `base` at the caps, doubling with every
 * {@link accountFailuresPerDoubling} failures on the account and every {@link addressFailuresPerDoubling}
 * failures from the address beyond them, at most {@link maxChallengeDifficulty}.
 */
export function challengeDifficulty(
  failures: { accountFailures: number; addressFailures: number },
  base: number,
): number {
  const accountDoublings = Math.floor(
    Math.max(0, failures.accountFailures - accountFailureCap) / accountFailuresPerDoubling,
  );
  const addressDoublings = Math.floor(
    Math.max(0, failures.addressFailures - ipFailureCap) / addressFailuresPerDoubling,
  );
  return Math.min(maxChallengeDifficulty, base * 2 ** Math.min(30, Math.max(accountDoublings, addressDoublings)));
}

/**
 * True when `proof` solves a sign-in challenge issued for `email` with at least `difficulty` work,
 * not used before (its nonce is burnt here). A registration challenge or one for another e-mail
 * does not count.
 */
async function isPaidFor(db: Executor, secret: string, proof: string, email: string, difficulty: number) {
  const data = await redeemBotProof(db, secret, proof);
  return (
    data !== null &&
    data.purpose === 'login' &&
    data.email === email &&
    typeof data.difficulty === 'number' &&
    data.difficulty >= difficulty
  );
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
