import type { Migration, MigrationLevel } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { findEnabledUserIdentity, findLogin2faMode, updateUserByEmail } from '../identity/index.ts';
import { clearSignInMigration, findMigrationSignIn } from '../credentials/index.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { listDevices, requestDeviceLink, setPushMode } from './devices.ts';

/**
 * The migration to push two-factor (spec 000 §4 "Migration to push two-factor"; decision 0013).
 * The bank sets a deadline per user; until it the sign-in asks (soft: "not now" works), from it the
 * sign-in requires a linked device (strict). The sign-in's code is not exchanged for tokens while
 * its migration is open, and the enrolment page may link a device only once the sign-in's own
 * second factor has passed, so a stolen password never becomes a linked device.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** How long a sign-in code under migration lives: time to scan a QR code and link a phone. */
export const migrationCodeTtlSeconds = 15 * 60;

/** The level and whole days left for a deadline (`null`: no migration asked). */
export function migrationLevel(deadline: Date | null, now = new Date()): { req: MigrationLevel; daysLeft: number } {
  if (!deadline) return { req: 'none', daysLeft: 0 };
  const left = deadline.getTime() - now.getTime();
  return left > 0 ? { req: 'soft', daysLeft: Math.ceil(left / dayMs) } : { req: 'strict', daysLeft: 0 };
}

/** Whether a user signs in with push: two-step mode push and at least one linked device. */
function signsInWithPush(login2faMode: string, linkedDevices: number): boolean {
  return login2faMode === 'push' && linkedDevices > 0;
}

/** Whether the user already signs in with push (reads the linked devices). */
export async function usesPush(db: Executor, userId: number, login2faMode: string): Promise<boolean> {
  return signsInWithPush(login2faMode, (await listDevices(db, userId)).length);
}

/**
 * The migration a sign-in asks for, without its token: undefined when none is due.
 * `strat` is migrate for a user who already has a second step (otp or sms), else enable.
 */
export async function pendingMigration(
  db: Executor,
  user: { id: number; pushMigrationDeadline: Date | null; login2faMode: string },
  secondFactor: string | undefined,
): Promise<Omit<Migration, 'tmpJwt'> | undefined> {
  const level = migrationLevel(user.pushMigrationDeadline);
  if (level.req === 'none') return undefined;
  const linked = await listDevices(db, user.id);
  if (signsInWithPush(user.login2faMode, linked.length)) return undefined;
  return {
    ...level,
    strat: secondFactor === 'otp' || secondFactor === 'sms' ? 'migrate' : 'enable',
    devices: linked.map((device) => ({ id: device.id, name: device.name })),
  };
}

/**
 * The open sign-in a migration `tmpJwt` names, if the page may enrol for it: not used, not expired,
 * its own second factor (if any) already passed.
 * @throws AppError 'AU' for an unknown, used or expired token; 'VF' `second_factor_required` before
 *   the sign-in's code was entered.
 */
async function migrationSignIn(db: Executor, tmpJwt: string) {
  const code = await findMigrationSignIn(db, tmpJwt);
  // A disabled user's sign-in answers as an expired one (decision 0016).
  const user = code ? await findEnabledUserIdentity(db, code.userId) : undefined;
  if (!code || !user) throw new AppError('AU', 'This sign-in has expired. Please sign in again.');
  if (code.secondFactorPending) throw fieldError('tmpJwt', 'second_factor_required', 'Finish the sign-in step first.');
  return {
    userId: code.userId,
    codeHash: code.codeHash,
    migration: code.migration,
    login2faMode: await findLogin2faMode(db, user.customerId),
  };
}

/**
 * `scpRequest`, `POST /api/auth/scp/request` (spec 000 §7): a one-time link for the QR code that
 * links a device, from `origin` (the brand's public origin). With the sign-in's migration `tmpJwt`
 * (the push migration's enrolment page), for that sign-in's user, and the device linked by it
 * switches two-step sign-in to push; else for the signed-in `caller` (Security settings).
 * @throws AppError as {@link migrationSignIn} for the `tmpJwt`; 'AU' with neither.
 */
export async function scpRequest(
  db: Executor,
  caller: { userId: number } | null,
  tmpJwt: string | undefined,
  origin: string,
): Promise<{ deeplink: string; link: string; expiresIn: number }> {
  const userId = tmpJwt ? (await migrationSignIn(db, tmpJwt)).userId : (caller ?? signedOut()).userId;
  const link = await requestDeviceLink(db, userId, origin, { enablePush: Boolean(tmpJwt) });
  return { deeplink: link.link, link: link.link, expiresIn: link.expiresIn };
}

function signedOut(): never {
  throw new AppError('AU', 'Your session has expired. Please sign in again.');
}

/** `scpStatus`, `POST /api/auth/scp/status`: done once the user signs in with push. */
export async function scpStatus(db: Executor, tmpJwt: string) {
  const signIn = await migrationSignIn(db, tmpJwt);
  const devices = (await listDevices(db, signIn.userId)).length;
  return { done: signsInWithPush(signIn.login2faMode, devices), devices };
}

/**
 * `scpEnable`, `POST /api/auth/scp/enable`: switches two-step sign-in to push with a device already
 * linked.
 * @throws AppError 'VF' `no_device` when none is linked.
 */
export async function scpEnable(db: Executor, tmpJwt: string) {
  const signIn = await migrationSignIn(db, tmpJwt);
  if ((await listDevices(db, signIn.userId)).length === 0) throw fieldError('tmpJwt', 'no_device');
  await setPushMode(db, signIn.userId);
  return { done: true as const };
}

/**
 * `scpPostpone`, `POST /api/auth/scp/postpone`: "not now" on a soft migration; this sign-in goes on.
 * @throws AppError 'VF' `migration_required` when the migration is strict.
 */
export async function scpPostpone(db: Executor, tmpJwt: string) {
  const signIn = await migrationSignIn(db, tmpJwt);
  if (signIn.migration === 'strict') throw fieldError('tmpJwt', 'migration_required');
  await clearSignInMigration(db, signIn.codeHash);
  return { done: true as const };
}

/**
 * `pushMigrationSchedule` (decision 0013): an administrator sets or clears (`deadline` absent) the
 * day by which the user signing in with `login` must move to push approvals.
 * @throws AppError 'VF' `user_not_found` on `login` when no user signs in with this e-mail.
 */
export async function pushMigrationSchedule(
  db: Executor,
  input: { login: string; deadline?: string | null | undefined },
): Promise<{ userId: number; deadline: string | null }> {
  const userId = await updateUserByEmail(db, input.login, {
    pushMigrationDeadline: input.deadline ? new Date(`${input.deadline}T00:00:00Z`) : null,
  });
  if (userId === undefined) throw fieldError('login', 'user_not_found', 'No user signs in with this e-mail.');
  return { userId, deadline: input.deadline ?? null };
}
