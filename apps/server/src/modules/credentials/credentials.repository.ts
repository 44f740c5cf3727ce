import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { MicroBatcher } from '../../platform/micro-batcher.ts';
import { hashToken } from '../../platform/ids.ts';
import { authCodes, authSessions, refreshTokens } from './credentials.schema.ts';
import { userIdentityFromJson, type UserIdentity } from '../identity/index.ts';

// Users belong to the customers module; auth reads and changes them through its index.ts.
export { advanceTotpStep, findUserByEmail, findUserById } from '../identity/index.ts';
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

/**
 * A live session with its user's state, or undefined when revoked, unknown, or the user is disabled.
 * One statement: the session row and the customers module's identity function (migration 0025).
 */
export async function findLiveSession(db: Executor, sessionId: string): Promise<UserIdentity | undefined> {
  const [row] = await queryRows(
    db,
    sql`select customers_enabled_identity_json(s.user_id) as identity
          from auth_sessions s where s.id = ${sessionId}::uuid and s.revoked_at is null`,
  );
  return userIdentityFromJson(row?.identity);
}

/** Session checks of one server process sent together (decision 0030): at most this many ids per statement. */
const maxSessionsPerCheck = 64;
const sessionCheckers = new WeakMap<Database, MicroBatcher<string, UserIdentity | undefined>>();
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * {@link findLiveSession} for the requests of the moment together: the sessions of every request
 * that arrives while an earlier check runs are checked in one statement. For the per-request
 * authentication of the API, outside any transaction.
 */
export async function checkLiveSession(db: Database, sessionId: string): Promise<UserIdentity | undefined> {
  if (!uuidPattern.test(sessionId)) return undefined;
  let checker = sessionCheckers.get(db);
  if (!checker) {
    checker = new MicroBatcher(
      async (ids: string[]) => {
        const rows = await queryRows(
          db,
          sql`select s.id::text as id, customers_enabled_identity_json(s.user_id) as identity
                from auth_sessions s
               where s.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
                 and s.revoked_at is null`,
        );
        const found = new Map(rows.map((row) => [String(row.id), userIdentityFromJson(row.identity)]));
        return ids.map((id) => found.get(id.toLowerCase()));
      },
      { maxItems: maxSessionsPerCheck, maxInFlight: 2 },
    );
    sessionCheckers.set(db, checker);
  }
  return checker.submit(sessionId);
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

/**
 * Revokes every live session of a user (password reset, password change, disabling): all their
 * tokens stop working, except those of `keepSessionId` when given (the session that changed the
 * password stays signed in).
 * @returns the ids of the sessions it revoked.
 */
export async function revokeAllSessions(
  db: Executor,
  userId: number,
  reason: string,
  keepSessionId?: string,
): Promise<string[]> {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
      ),
    )
    .returning({ id: authSessions.id });
  return revoked.map((row) => row.id);
}

/** The user of a pending verifyDevice sign-in whose code is `code` (unused, unexpired), else undefined. */
export async function findVerifyDeviceSignInUser(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: authCodes.userId })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.codeHash, hashToken(code)),
        eq(authCodes.secondFactor, 'verifyDevice'),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, new Date()),
      ),
    );
  return row?.userId;
}

/**
 * The open sign-in (unused, unexpired) that a push migration's `tmpJwt` names (decision 0013):
 * its user, code hash, migration level and whether its own second factor is still to pass.
 */
export async function findMigrationSignIn(db: Executor, tmpJwt: string) {
  const [code] = await db
    .select({
      userId: authCodes.userId,
      codeHash: authCodes.codeHash,
      migration: authCodes.migration,
      secondFactorPending: sql<boolean>`${authCodes.secondFactor} is not null and ${authCodes.secondFactorPassedAt} is null`,
    })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.migrationTokenHash, hashToken(tmpJwt)),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, new Date()),
      ),
    );
  return code;
}

/** "Not now" on a soft push migration: the sign-in `codeHash` goes on without it (decision 0013). */
export async function clearSignInMigration(db: Executor, codeHash: string): Promise<void> {
  await db.update(authCodes).set({ migration: null }).where(eq(authCodes.codeHash, codeHash));
}

/** Marks every open sign-in of a user used (disabling): their codes and migration tmpJwts stop working. */
export async function endOpenSignIns(db: Executor, userId: number): Promise<void> {
  await db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authCodes.userId, userId), isNull(authCodes.usedAt)));
}

/** Records that the sign-in code `codeHash` passed its second factor (the token exchange's SMS or OTP step). */
export async function markSecondFactorPassed(db: Executor, codeHash: string): Promise<void> {
  await db.update(authCodes).set({ secondFactorPassedAt: new Date() }).where(eq(authCodes.codeHash, codeHash));
}
