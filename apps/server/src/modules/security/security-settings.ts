import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { isUuid, notificationSettingKeys, type NotificationSetting, type WhitelistedIp } from '@tessera/contract';
import type { Database, Executor } from '../../db/client.ts';
import { ipWhitelist, notificationSettings, passwordChanges } from './security.schema.ts';
import { findUserById, updateUser } from '../identity/index.ts';
import { newId } from '../../platform/ids.ts';
import { renderEmail, type Messaging } from '../../platform/messages/render.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import {
  codeMatches,
  hashCode,
  hashPassword,
  maskEmail,
  maxCodeAttempts,
  passwordProblem,
  requireReauthPassword,
  revokeAllSessions,
  type ReauthCaller,
} from '../credentials/index.ts';

/** Most whitelist entries per user. */
const maxWhitelistEntries = 50;

function family(ip: string): 'ipv4' | 'ipv6' | undefined {
  return isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : undefined;
}

/** Node's address list of `entries`; IPv4-mapped IPv6 callers ("::ffff:1.2.3.4") match IPv4 ranges. */
function blockListOf(entries: { ip: string; toIp: string }[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const kind = family(entry.ip);
    if (!kind) continue;
    if (entry.ip === entry.toIp) list.addAddress(entry.ip, kind);
    else list.addRange(entry.ip, entry.toIp, kind);
  }
  return list;
}

function covers(entries: { ip: string; toIp: string }[], ip: string): boolean {
  const list = blockListOf(entries);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const kind = family(address);
  return kind !== undefined && list.check(address, kind);
}

async function entriesOf(db: Executor, userId: number) {
  return db.select().from(ipWhitelist).where(eq(ipWhitelist.userId, userId)).orderBy(ipWhitelist.createdAt);
}

/**
 * Whether `ip` may sign in as `userId`: always when the whitelist is off, else only from a listed
 * address or range (spec 001 §7 IP whitelist).
 */
export async function isSignInAddressAllowed(
  db: Executor,
  user: { id: number; ipWhitelistEnabled: boolean },
  ip: string,
): Promise<boolean> {
  if (!user.ipWhitelistEnabled) return true;
  return covers(await entriesOf(db, user.id), ip);
}

/** The whitelist (spec 001 §3 "Whitelisted IP" entries), its mode and the caller's address. */
export async function ipWhitelistList(
  db: Executor,
  userId: number,
  currentIp: string,
): Promise<{ enabled: boolean; currentIp: string; entries: WhitelistedIp[] }> {
  const user = await findUserById(db, userId);
  const entries = await entriesOf(db, userId);
  return {
    enabled: user?.ipWhitelistEnabled ?? false,
    currentIp,
    entries: entries.map((entry) => ({
      id: entry.id,
      ip: entry.ip,
      toIp: entry.toIp,
      ...(entry.name ? { name: entry.name } : {}),
      created: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * Adds the address `ip`, or the range `ip`–`toIp`; both ends must be of one family and in order.
 * @throws AppError 'VF' on `toIp` (ip_range_invalid), 'LIM' past {@link maxWhitelistEntries}.
 */
export async function ipWhitelistAdd(
  db: Executor,
  userId: number,
  input: { ip: string; toIp?: string | undefined; name?: string | undefined },
) {
  const toIp = input.toIp ?? input.ip;
  const kind = family(input.ip);
  const invalid = fieldError('toIp', 'ip_range_invalid');
  if (!kind || family(toIp) !== kind) throw invalid;
  if (toIp !== input.ip) {
    // addRange refuses a reversed range; that is our order check.
    try {
      new BlockList().addRange(input.ip, toIp, kind);
    } catch {
      throw invalid;
    }
  }
  const existing = await entriesOf(db, userId);
  if (existing.length >= maxWhitelistEntries) throw new AppError('LIM', 'The whitelist is full.');
  const id = newId();
  await db.insert(ipWhitelist).values({ id, userId, ip: input.ip, toIp, name: input.name || null });
  return { id };
}

/**
 * Deletes the caller's entry `id`; while the whitelist is on, the caller's own address must stay covered.
 * @throws AppError 'VF' on `id` (entry_not_found, current_ip_not_listed).
 */
export async function ipWhitelistDelete(db: Executor, userId: number, id: string, currentIp: string) {
  const entries = await entriesOf(db, userId);
  if (!entries.some((entry) => entry.id === id)) throw fieldError('id', 'entry_not_found');
  const user = await findUserById(db, userId);
  if (
    user?.ipWhitelistEnabled &&
    !covers(
      entries.filter((entry) => entry.id !== id),
      currentIp,
    )
  )
    throw fieldError(
      'id',
      'current_ip_not_listed',
      'This would lock you out: the address you use now would not be allowed.',
    );
  await db.delete(ipWhitelist).where(and(eq(ipWhitelist.id, id), eq(ipWhitelist.userId, userId)));
  return { id };
}

/** Turns the whitelist on (only if it covers `currentIp`, so nobody locks themselves out) or off. */
export async function ipWhitelistMode(db: Executor, userId: number, enable: boolean, currentIp: string) {
  if (enable && !covers(await entriesOf(db, userId), currentIp))
    throw fieldError('enable', 'current_ip_not_listed', 'Add the address you use now before turning the whitelist on.');
  await updateUser(db, userId, { ipWhitelistEnabled: enable });
  return { enabled: enable };
}

/** A password change waits 15 minutes for its code. */
const passwordChangeTtlSeconds = 15 * 60;

/**
 * Starts a password change (spec 001 §7): the current password, a strong new one typed twice; a
 * six-digit code goes by e-mail and `changePasswordConfirm` applies it.
 * @throws AppError 'VF' on password (wrong_password; the re-authentication rules of decision 0137),
 *   passwordNew (too short/weak/same), passwordNewRepeat.
 */
export async function changePassword(
  db: Database,
  messaging: Messaging,
  caller: ReauthCaller,
  input: { password: string; passwordNew: string; passwordNewRepeat: string },
) {
  const { userId } = caller;
  await requireReauthPassword(db, caller, input.password);
  const user = await findUserById(db, userId);
  if (!user) throw fieldError('password', 'wrong_password');
  if (input.passwordNew !== input.passwordNewRepeat) throw fieldError('passwordNewRepeat', 'passwords_differ');
  if (input.passwordNew === input.password) throw fieldError('passwordNew', 'same_password');
  const problem = passwordProblem(input.passwordNew, [user.email]);
  if (problem) throw fieldError('passwordNew', problem);
  const requestKey = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(passwordChanges).values({
    id: requestKey,
    userId,
    newPasswordHash: await hashPassword(input.passwordNew),
    codeHash: hashCode(code, `password-change:${requestKey}`),
    expiresAt: new Date(Date.now() + passwordChangeTtlSeconds * 1000),
  });
  await messaging.mailer.send(db, {
    to: user.email,
    ...renderEmail('passwordChangeCode', messaging.language, { code }),
  });
  return { requestKey, destination: maskEmail(user.email) };
}

/**
 * Applies a password change with its code (five tries, 15 minutes, once); every other session of
 * the user ends, the one confirming stays.
 * @throws AppError 'VF' on code (invalid_code) or requestKey (request_expired).
 */
export async function changePasswordConfirm(
  db: Database,
  userId: number,
  sessionId: string,
  requestKey: string,
  code: string,
) {
  const expired = fieldError('requestKey', 'request_expired');
  if (!isUuid(requestKey)) throw expired;
  const [change] = await db
    .update(passwordChanges)
    .set({ attempts: sql`${passwordChanges.attempts} + 1` })
    .where(
      and(
        eq(passwordChanges.id, requestKey),
        eq(passwordChanges.userId, userId),
        isNull(passwordChanges.usedAt),
        gt(passwordChanges.expiresAt, new Date()),
        sql`${passwordChanges.attempts} < ${maxCodeAttempts}`,
      ),
    )
    .returning();
  if (!change) throw expired;
  if (!codeMatches(code, `password-change:${requestKey}`, change.codeHash))
    throw fieldError('code', 'invalid_code', `The code is not right. ${maxCodeAttempts - change.attempts} tries left.`);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordChanges)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordChanges.id, requestKey), isNull(passwordChanges.usedAt)))
      .returning({ id: passwordChanges.id });
    if (!used) throw expired;
    await updateUser(tx, userId, { passwordHash: change.newPasswordHash });
    await revokeAllSessions(tx, userId, 'password changed', sessionId);
  });
  return { done: true as const };
}

/** The user's notification choices, defaults (all on but news) where none was made. */
export async function notificationSettingsGet(db: Executor, userId: number) {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const chosen = new Map(rows.map((row) => [row.identified, row.value]));
  return {
    settings: (Object.keys(notificationSettingKeys) as NotificationSetting[]).map((identified) => ({
      identified,
      value: chosen.get(identified) ?? identified !== 'news',
      group: notificationSettingKeys[identified],
    })),
  };
}

/** Sets one notification choice. */
export async function notificationSettingsSet(
  db: Executor,
  userId: number,
  identified: NotificationSetting,
  value: boolean,
) {
  await db
    .insert(notificationSettings)
    .values({ userId, identified, value })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.identified], set: { value } });
  return { identified, value };
}

/** `newDeviceApprovalGet` (spec 001 §7): whether a sign-in from a new device needs approval. */
export async function newDeviceApprovalGet(db: Executor, userId: number): Promise<{ enabled: boolean }> {
  const user = await findUserById(db, userId);
  return { enabled: user?.verifyNewDevices ?? false };
}

/**
 * `newDeviceApprovalSet` (spec 001 §7): turns the approval of new devices on or off, behind the password.
 * @throws AppError 'VF' `wrong_password` on `password` (the re-authentication rules of decision 0137).
 */
export async function newDeviceApprovalSet(
  db: Executor,
  caller: ReauthCaller,
  input: { password: string; enable: boolean },
): Promise<{ enabled: boolean }> {
  await requireReauthPassword(db, caller, input.password);
  await updateUser(db, caller.userId, { verifyNewDevices: input.enable });
  return { enabled: input.enable };
}
