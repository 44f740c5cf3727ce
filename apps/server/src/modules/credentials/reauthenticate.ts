import { and, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { findUserById, revokeAllSessions } from './credentials.repository.ts';
import { loginEvents } from './credentials.schema.ts';
import { verifyPassword } from './passwords.ts';
import { isCapped, recentFailures, throttleWindowMs } from './throttle.ts';

/**
 * Wrong re-authentication passwords in a row (with no sign-in and no right password between them)
 * after which every session of the user ends (decision 0137).
 */
export const maxReauthFailuresInRow = 5;

/** Who asks for a password check behind a session: the signed-in user and the request's origin. */
export interface ReauthCaller {
  userId: number;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Checks the signed-in user's password before a sensitive change (re-authentication: the username,
 * the primary e-mail, the password, the two-step mode, the approval mode, new-device approval;
 * decision 0137). Every wrong password counts against the account's sign-in limit like a wrong
 * sign-in password (throttle.ts, decision 0015), so a stolen session cannot guess the password
 * faster than the sign-in page allows. The attempt is recorded as a wrong one before the password is
 * checked, so that parallel guesses cannot slip past the limits together, and becomes a right one
 * when it is.
 * @param field the request field the password came in (`password`).
 * @throws AppError 'VF' `wrong_password` on `field` for a wrong password; 'VF' `signed_out_wrong_passwords`
 *   on `field` when it is the {@link maxReauthFailuresInRow}th wrong one in a row, or one comes after
 *   them: every session of the user has then been revoked (access and refresh tokens stop working);
 *   'RL' (HTTP 429) without checking the password when the account (or address) has reached the
 *   sign-in limit, as a sign-in would be without a proof of work.
 */
export async function requireReauthPassword(
  db: Executor,
  caller: ReauthCaller,
  password: string,
  field = 'password',
): Promise<void> {
  const user = await findUserById(db, caller.userId);
  if (!user) throw fieldError(field, 'wrong_password');
  const email = user.email.toLowerCase();
  const id = newId();
  await db.insert(loginEvents).values({
    id,
    email,
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 512),
    userId: user.id,
    result: 'reauthWrongPassword',
  });
  const finish = async (result: 'reauthSuccess' | 'throttled', isAlert = false) => {
    await db.update(loginEvents).set({ result, isAlert }).where(eq(loginEvents.id, id));
  };
  const inRow = await wrongPasswordsInRow(db, user.id, id);
  if (inRow >= maxReauthFailuresInRow) {
    // Not a guess any more: the sessions were ended by an earlier one, this one raced it.
    await finish('throttled', true);
    throw await signOut(db, user.id, field);
  }
  if (isCapped(await recentFailures(db, { email, ip: caller.ip, userId: user.id, excludeId: id }))) {
    await finish('throttled', true);
    throw new AppError('RL', 'Too many wrong passwords on this account. Please try again in 15 minutes.', [], {
      retryAfterSeconds: throttleWindowMs / 1000,
    });
  }
  if (await verifyPassword(user.passwordHash, password)) {
    await finish('reauthSuccess');
    return;
  }
  if (inRow + 1 >= maxReauthFailuresInRow) {
    await db.update(loginEvents).set({ isAlert: true }).where(eq(loginEvents.id, id));
    throw await signOut(db, user.id, field);
  }
  throw fieldError(field, 'wrong_password');
}

/** Ends every session of the user and builds the answer that says so. */
async function signOut(db: Executor, userId: number, field: string): Promise<AppError> {
  await revokeAllSessions(db, userId, 'wrong re-authentication passwords');
  return fieldError(field, 'signed_out_wrong_passwords');
}

/**
 * Wrong re-authentication passwords of the user (attempts in progress included) since its last
 * successful sign-in or right re-authentication password, leaving out the attempt `excludeId`.
 */
async function wrongPasswordsInRow(db: Executor, userId: number, excludeId: string): Promise<number> {
  const [lastSuccess] = await db
    .select({ createdAt: loginEvents.createdAt })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, userId), inArray(loginEvents.result, ['success', 'reauthSuccess'])))
    .orderBy(desc(loginEvents.createdAt))
    .limit(1);
  const [row] = await db
    .select({ value: count() })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.result, 'reauthWrongPassword'),
        ne(loginEvents.id, excludeId),
        lastSuccess ? gt(loginEvents.createdAt, lastSuccess.createdAt) : undefined,
      ),
    );
  return row?.value ?? 0;
}
