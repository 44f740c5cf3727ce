import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userCodes } from '../../db/schema/index.ts';
import { newId, randomToken } from '../../platform/ids.ts';
import { codeMatches, hashCode, maxCodeAttempts } from './second-factor.ts';

/** Activation links live 7 days; recovery codes 30 minutes. */
export const userCodeTtlSeconds = { activation: 7 * 24 * 3600, recovery: 30 * 60 } as const;

type Purpose = keyof typeof userCodeTtlSeconds;

/**
 * Issues a new one-time code for `userId` (an activation link's long random code, or a six-digit
 * recovery code), stored only as a hash; earlier unused codes of the same purpose stop working.
 * @returns the code in clear, to be sent by e-mail and nowhere else.
 */
export async function issueUserCode(db: Executor, userId: number, purpose: Purpose): Promise<string> {
  const code = purpose === 'activation' ? randomToken(24) : String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
  await db.insert(userCodes).values({
    id: newId(),
    userId,
    purpose,
    codeHash: hashCode(code, `${purpose}:${userId}`),
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

/**
 * Checks `code` against the user's live code of `purpose` (five tries; each check counts), and
 * marks it used when `consume` is set and it matches.
 * @returns whether it matched.
 */
export async function checkUserCode(
  db: Executor,
  userId: number,
  purpose: Purpose,
  code: string,
  consume: boolean,
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
