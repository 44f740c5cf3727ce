import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authCodes, authSessions, refreshTokens } from './auth.schema.ts';
import { findEnabledUserIdentity } from '../customers/index.ts';

// Users belong to the customers module; auth reads and changes them through its index.ts.
export { advanceTotpStep, findUserByEmail, findUserById } from '../customers/index.ts';
export { getOrCreateSecret } from '../../platform/server-secrets.ts';

export async function insertSession(db: Executor, session: typeof authSessions.$inferInsert): Promise<void> {
  await db.insert(authSessions).values(session);
}

/** Revokes a session (a refresh-token family); already revoked sessions keep their first reason. */
export async function revokeSession(db: Executor, sessionId: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** A live session with its user's state, or undefined when revoked, unknown, or the user is disabled. */
export async function findLiveSession(
  db: Executor,
  sessionId: string,
): Promise<
  { userId: number; customerId: number; isAdmin: boolean; customerType: 'personal' | 'business' } | undefined
> {
  const [session] = await db
    .select({ userId: authSessions.userId })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  return session ? findEnabledUserIdentity(db, session.userId) : undefined;
}

export async function insertRefreshToken(db: Executor, token: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/**
 * Marks an unused, unexpired refresh token used at `usedAt` and returns its session, or undefined.
 * Atomic.
 */
export async function consumeRefreshToken(db: Executor, tokenHash: string, usedAt: Date): Promise<string | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt })
    .where(
      and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, usedAt)),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return row?.sessionId;
}

export async function findRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<typeof refreshTokens.$inferSelect | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function insertAuthCode(db: Executor, code: typeof authCodes.$inferInsert): Promise<void> {
  await db.insert(authCodes).values(code);
}

/** Marks an unused code used and returns it; undefined when it is unknown or already used. Atomic. */
export async function consumeAuthCode(
  db: Executor,
  codeHash: string,
): Promise<typeof authCodes.$inferSelect | undefined> {
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt)))
    .returning();
  return row;
}

export async function findAuthCode(db: Executor, codeHash: string): Promise<typeof authCodes.$inferSelect | undefined> {
  const [row] = await db.select().from(authCodes).where(eq(authCodes.codeHash, codeHash));
  return row;
}

export async function setAuthCodeSession(db: Executor, codeHash: string, sessionId: string): Promise<void> {
  await db.update(authCodes).set({ sessionId }).where(eq(authCodes.codeHash, codeHash));
}

/**
 * Counts one wrong second-factor try on an unused code and returns the new count, or undefined
 * when the code is unknown, used, or already at `maxAttempts` (then it is burnt). Atomic, so
 * concurrent tries cannot exceed the limit.
 */
export async function addAuthCodeAttempt(
  db: Executor,
  codeHash: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), sql`${authCodes.attempts} < ${maxAttempts}`))
    .returning({ attempts: authCodes.attempts });
  if (row && row.attempts >= maxAttempts)
    await db.update(authCodes).set({ usedAt: new Date() }).where(eq(authCodes.codeHash, codeHash));
  return row?.attempts;
}

/** Revokes every live session of a user (password reset, disabling): all their tokens stop working. */
export async function revokeAllSessions(db: Executor, userId: number, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
