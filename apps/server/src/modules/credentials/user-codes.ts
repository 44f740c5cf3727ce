import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginEvents, userCodes } from './credentials.schema.ts';
import { newId, randomToken } from '../../platform/ids.ts';
import { codeMatches, hashCode, maxCodeAttempts } from './second-factor.ts';
import { familiarWindowMs } from './throttle.ts';

/** Activation links live 7 days; recovery codes 30 minutes. */
const userCodeTtlSeconds = { activation: 7 * 24 * 3600, recovery: 30 * 60 } as const;

type Purpose = keyof typeof userCodeTtlSeconds;

/**
 * Issues a new one-time code for `userId` (an activation link's long random code, or a six-digit
 * recovery code), stored only as a hash. An activation link replaces the user's earlier unused links.
 * A recovery code is bound to `requestedFromIp`: it works only from that address and replaces only
 * that address's earlier code, so a request from anywhere else never invalidates it (decision 0015).
 * @returns the code in clear, to be sent by e-mail and nowhere else.
 */
export async function issueUserCode(
  db: Executor,
  userId: number,
  purpose: Purpose,
  requestedFromIp?: string,
): Promise<string> {
  const code = purpose === 'activation' ? randomToken(24) : String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userCodes.userId, userId),
        eq(userCodes.purpose, purpose),
        isNull(userCodes.usedAt),
        requestedFromIp === undefined ? undefined : eq(userCodes.requestedFromIp, requestedFromIp),
      ),
    );
  await db.insert(userCodes).values({
    id: newId(),
    userId,
    purpose,
    codeHash: hashCode(code, `${purpose}:${userId}`),
    requestedFromIp,
    expiresAt: new Date(Date.now() + userCodeTtlSeconds[purpose] * 1000),
  });
  return code;
}

/** How many codes of `purpose` were issued to `userId` in the last hour (resend limits). */
export async function countRecentUserCodes(db: Executor, userId: number, purpose: Purpose): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(userCodes)
    .where(
      and(
        eq(userCodes.userId, userId),
        eq(userCodes.purpose, purpose),
        gt(userCodes.createdAt, new Date(Date.now() - 3600_000)),
      ),
    );
  return row?.value ?? 0;
}

/** Recovery codes issued to one user in the last hour, counted for the limits of decision 0015. */
export interface RecentRecoveryCodes {
  /** Codes asked for from this address. */
  fromAddress: number;
  /** Codes asked for from addresses the user never signed in from in the last 90 days. */
  fromUnfamiliarAddresses: number;
  /** Whether this address is one the user signed in from successfully in the last 90 days. */
  isFamiliarAddress: boolean;
}

/**
 * Counts the recovery codes `userId` was sent in the last hour, from `ip` and from unfamiliar
 * addresses (where the user has not signed in within {@link familiarWindowMs}).
 */
export async function countRecentRecoveryCodes(db: Executor, userId: number, ip: string): Promise<RecentRecoveryCodes> {
  const familiarSince = new Date(Date.now() - familiarWindowMs);
  const familiarAddresses = db
    .select({ ip: loginEvents.ip })
    .from(loginEvents)
    .where(
      and(eq(loginEvents.userId, userId), eq(loginEvents.result, 'success'), gt(loginEvents.createdAt, familiarSince)),
    );
  const [row] = await db
    .select({
      fromAddress: sql<number>`count(*) filter (where ${userCodes.requestedFromIp} = ${ip})`.mapWith(Number),
      fromUnfamiliarAddresses:
        sql<number>`count(*) filter (where ${userCodes.requestedFromIp} is null or ${userCodes.requestedFromIp} not in ${familiarAddresses})`.mapWith(
          Number,
        ),
      isFamiliarAddress: sql<boolean>`${ip} in ${familiarAddresses}`.mapWith(Boolean),
    })
    .from(userCodes)
    .where(
      and(
        eq(userCodes.userId, userId),
        eq(userCodes.purpose, 'recovery'),
        gt(userCodes.createdAt, new Date(Date.now() - 3600_000)),
      ),
    );
  return {
    fromAddress: row?.fromAddress ?? 0,
    fromUnfamiliarAddresses: row?.fromUnfamiliarAddresses ?? 0,
    isFamiliarAddress: row?.isFamiliarAddress ?? false,
  };
}

/**
 * Checks `code` against the user's live code of `purpose` (five tries; each check counts), and
 * marks it used when `consume` is set and it matches. With `requestedFromIp` (recovery) only the code
 * asked for from that address is checked, so wrong guesses elsewhere never use up its tries.
 * @returns whether it matched.
 */
export async function checkUserCode(
  db: Executor,
  userId: number,
  purpose: Purpose,
  code: string,
  consume: boolean,
  requestedFromIp?: string,
): Promise<boolean> {
  const [live] = await db
    .select()
    .from(userCodes)
    .where(
      and(
        eq(userCodes.userId, userId),
        eq(userCodes.purpose, purpose),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, new Date()),
        lt(userCodes.attempts, maxCodeAttempts),
        requestedFromIp === undefined ? undefined : eq(userCodes.requestedFromIp, requestedFromIp),
      ),
    )
    .orderBy(desc(userCodes.createdAt))
    .limit(1);
  if (!live) return false;
  const matches =
    purpose === 'activation'
      ? hashCode(code, `${purpose}:${userId}`) === live.codeHash
      : codeMatches(code, `${purpose}:${userId}`, live.codeHash);
  if (!matches) {
    await db
      .update(userCodes)
      .set({ attempts: sql`${userCodes.attempts} + 1` })
      .where(eq(userCodes.id, live.id));
    return false;
  }
  if (!consume) return true;
  const used = await db
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userCodes.id, live.id), isNull(userCodes.usedAt)))
    .returning({ id: userCodes.id });
  return used.length === 1;
}

/** Marks every unused activation and recovery code of `userId` used (disabling: none works any more). */
export async function endUnusedUserCodes(db: Executor, userId: number): Promise<void> {
  await db
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userCodes.userId, userId), isNull(userCodes.usedAt)));
}
