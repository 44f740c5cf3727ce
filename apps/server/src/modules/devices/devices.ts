import { isUuid, type DeviceType } from '@tessera/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { deviceLinks, devices, pushRequests } from './devices.schema.ts';
import { isUserEnabled, setUserLogin2faMode } from '../identity/index.ts';
import { findVerifyDeviceSignInUser } from '../credentials/index.ts';
import { hashToken, newId, randomToken } from '../../platform/ids.ts';
import { loginTopic, publish, userTopic, type PushHandlers } from '../../platform/live.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { afterCommit } from '../../platform/transactions.ts';

/** A link QR code works 10 minutes; a push request waits 5 minutes. */
const deviceLinkTtlSeconds = 10 * 60;
const pushRequestTtlSeconds = 5 * 60;
/** Most linked devices per user. */
const maxDevices = 10;

export type DeviceRow = typeof devices.$inferSelect;
type PushRequestRow = typeof pushRequests.$inferSelect;

/** A linked device as the contract's Device declares it (spec 000 §3). */
function wireDevice(device: DeviceRow) {
  return {
    id: device.id,
    name: device.name,
    type: device.type,
    ...(device.lastIp ? { location: device.lastIp } : {}),
    lastActivityAt: device.lastActivityAt.toISOString(),
    createdAt: device.createdAt.toISOString(),
  };
}

/** A push request's stored details (JSON) as the record the contract declares; `{}` for anything else. */
function detailsRecord(details: unknown): Record<string, unknown> {
  return details !== null && typeof details === 'object' ? Object.fromEntries(Object.entries(details)) : {};
}

/** A pending push request as the device's inbox lists it. */
function wirePush(row: PushRequestRow) {
  return {
    id: row.id,
    kind: row.kind,
    details: detailsRecord(row.details),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A one-time link for the QR code that links a device of `userId` (the web authenticator at
 * /authenticator, or a phone app through the brand's deeplink scheme), for `scpRequest`.
 */
export async function requestDeviceLink(
  db: Executor,
  userId: number,
  origin: string,
  options: { enablePush?: boolean } = {},
) {
  const code = randomToken(24);
  await db.insert(deviceLinks).values({
    codeHash: hashToken(code),
    userId,
    expiresAt: new Date(Date.now() + deviceLinkTtlSeconds * 1000),
    enablePush: options.enablePush ?? false,
  });
  return { link: `${origin}/authenticator?link=${encodeURIComponent(code)}`, code, expiresIn: deviceLinkTtlSeconds };
}

/**
 * `deviceLink`, `POST /device-api/device`: a device presents the link code once and receives its id
 * and secret (kept only in the device; the server stores the hash).
 * @throws AppError 'VF' on `link` (invalid_link), 'LIM' past {@link maxDevices}.
 */
export async function deviceLink(db: Executor, input: { link: string; name: string; type: DeviceType }, ip: string) {
  const [link] = await db
    .update(deviceLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(deviceLinks.codeHash, hashToken(input.link)),
        isNull(deviceLinks.usedAt),
        gt(deviceLinks.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!link) throw fieldError('link', 'invalid_link', 'This link is not valid or has expired.');
  if (!(await isUserEnabled(db, link.userId)))
    throw fieldError('link', 'invalid_link', 'This link is not valid or has expired.');
  const active = await listDevices(db, link.userId);
  if (active.length >= maxDevices) throw new AppError('LIM', 'Too many linked devices. Remove one first.');
  const secret = randomToken(32);
  const id = newId();
  await db
    .insert(devices)
    .values({ id, userId: link.userId, name: input.name, type: input.type, secretHash: hashToken(secret), lastIp: ip });
  if (link.enablePush) await setPushMode(db, link.userId);
  return { deviceId: id, secret };
}

/**
 * How a new browser of `userId` can be approved (spec 000 §4 "Device approval"; the spec leaves
 * the values open): `email` (a code to the sign-in e-mail) always, `push` with a linked device.
 */
export async function approveMethodsFor(db: Executor, userId: number) {
  return [
    { id: 'email' as const, name: 'E-mail code' },
    ...((await hasLinkedDevice(db, userId)) ? [{ id: 'push' as const, name: 'Linked device' }] : []),
  ];
}

/**
 * `approveMethods`, `GET /api/auth/devices/approve-methods`: how the signed-in `userId` can approve
 * a new browser or device ({@link approveMethodsFor}).
 */
export async function approveMethods(db: Executor, userId: number) {
  return { methods: await approveMethodsFor(db, userId) };
}

/**
 * `approveMethodsForSignIn`: {@link approveMethodsFor} the user of the pending sign-in whose
 * verifyDevice step `code` names (spec 000 §4 "Device approval").
 * @throws AppError 'AU' when the sign-in is unknown, used or expired.
 */
export async function approveMethodsForSignIn(db: Executor, code: string) {
  const userId = await findVerifyDeviceSignInUser(db, code);
  if (userId === undefined) throw new AppError('AU', 'This sign-in has expired. Please sign in again.');
  return { methods: await approveMethodsFor(db, userId) };
}

/** Two-step sign-in of the user's customer becomes push (the push migration's enrolment). */
export async function setPushMode(db: Executor, userId: number): Promise<void> {
  await setUserLogin2faMode(db, userId, 'push');
}

/**
 * The live device whose secret is `secret`, touching its last activity; null otherwise. A device of
 * a disabled user never authenticates, even if it was somehow left linked (decision 0016).
 */
export async function authenticateDevice(
  db: Executor,
  secret: string | undefined,
  ip: string,
): Promise<DeviceRow | null> {
  if (!secret || secret.length < 20 || secret.length > 200) return null;
  const secretHash = hashToken(secret);
  const [found] = await db
    .select({ userId: devices.userId })
    .from(devices)
    .where(and(eq(devices.secretHash, secretHash), isNull(devices.revokedAt)));
  // Disabling a user revokes their devices after marking them disabled, so a disabling that lands
  // between this check and the update below leaves the device revoked and the update empty.
  if (!found || !(await isUserEnabled(db, found.userId))) return null;
  const [device] = await db
    .update(devices)
    .set({ lastActivityAt: new Date(), lastIp: ip })
    .where(and(eq(devices.secretHash, secretHash), isNull(devices.revokedAt)))
    .returning();
  return device ?? null;
}

/** Stores the device's new push-service token (spec 000 §3 Device `pushToken`). */
export async function setDevicePushToken(db: Executor, deviceId: string, pushToken: string): Promise<void> {
  await db.update(devices).set({ pushToken }).where(eq(devices.id, deviceId));
}

/** The user's linked devices (spec 000 §3 Device: id, name, type, location, lastActivityAt). */
export async function listDevices(db: Executor, userId: number) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .orderBy(desc(devices.lastActivityAt));
}

/** `deviceList`: the user's linked devices as the contract's Device (spec 000 §3). */
export async function deviceList(db: Executor, userId: number) {
  return { devices: (await listDevices(db, userId)).map(wireDevice) };
}

/** True when the user has at least one linked device. */
export async function hasLinkedDevice(db: Executor, userId: number): Promise<boolean> {
  return (await listDevices(db, userId)).length > 0;
}

/**
 * `deviceRename`: renames the user's device `id`.
 * @throws AppError 'VF' (entry_not_found) for another user's device.
 */
export async function deviceRename(db: Executor, userId: number, id: string, name: string) {
  const rows = await db
    .update(devices)
    .set({ name })
    .where(and(eq(devices.id, id), eq(devices.userId, userId), isNull(devices.revokedAt)))
    .returning({ id: devices.id });
  if (rows.length === 0) throw fieldError('id', 'entry_not_found', 'This device does not exist.');
  return { id, name };
}

/**
 * `deviceRemove`: unlinks the user's device `id` (from Security settings); its secret stops working
 * at once.
 * @throws AppError 'VF' (entry_not_found) for an unknown, unlinked or another user's device.
 */
export async function deviceRemove(db: Executor, userId: number, id: string) {
  const rows = await db
    .update(devices)
    .set({ revokedAt: new Date() })
    .where(and(eq(devices.id, id), eq(devices.userId, userId), isNull(devices.revokedAt)))
    .returning({ id: devices.id });
  if (rows.length === 0) throw fieldError('id', 'entry_not_found', 'This device does not exist.');
  return { id };
}

/**
 * `deviceUnlink`: the linked `device` unlinks itself ({@link deviceRemove}); `id` must be its own.
 * @throws AppError '13' for another device's id.
 */
export async function deviceUnlink(db: Executor, device: DeviceRow, id: string) {
  if (id !== device.id) throw new AppError('13');
  return deviceRemove(db, device.userId, device.id);
}

/** Creates a push request for the user's devices and tells them over the live channel (after commit). */
export async function createPushRequest(
  db: Executor,
  input: { userId: number; kind: 'login' | 'transaction'; subject: string; details: Record<string, unknown> },
): Promise<string> {
  const id = newId();
  const expiresAt = new Date(Date.now() + pushRequestTtlSeconds * 1000);
  await db.insert(pushRequests).values({ id, ...input, expiresAt });
  // Inside a money submit's transaction the devices hear of it only once it is committed.
  afterCommit(db, () =>
    publish(userTopic(input.userId), {
      type: 'pushRequest',
      id,
      kind: input.kind,
      details: input.details,
      expiresAt: expiresAt.toISOString(),
    }),
  );
  return id;
}

/**
 * `deviceInbox`: the linked `device` as the contract's Device and its user's pending, unexpired push
 * requests, newest first, at most 20 (the authenticator's inbox).
 */
export async function deviceInbox(db: Executor, device: DeviceRow) {
  const requests = await db
    .select()
    .from(pushRequests)
    .where(
      and(
        eq(pushRequests.userId, device.userId),
        eq(pushRequests.status, 'pending'),
        gt(pushRequests.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(pushRequests.createdAt))
    .limit(20);
  return { device: wireDevice(device), requests: requests.map(wirePush) };
}

/** A push request's status (the waiting page's polling fallback); expired when past its time. */
export async function pushRequestStatus(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(pushRequests).where(eq(pushRequests.id, id));
  if (!row) return undefined;
  return row.status === 'pending' && row.expiresAt.getTime() <= Date.now()
    ? { ...row, status: 'expired' as const }
    : row;
}

/**
 * `pushStatus`: the status of the pending push sign-in `tmpJwt` (the waiting page's polling fallback).
 * @throws AppError 'NF' for an unknown request or one that is not a sign-in's.
 */
export async function pushStatus(db: Executor, tmpJwt: string) {
  const row = await pushRequestStatus(db, tmpJwt);
  if (!row || row.kind !== 'login') throw new AppError('NF');
  return { status: row.status };
}

/**
 * `pushResend`: tells the user's devices again of the push sign-in `tmpJwt` over the live channel.
 * @throws AppError 'TA1' when it is not a sign-in's push request that is still waiting.
 */
export async function pushResend(db: Executor, tmpJwt: string) {
  const row = await pushRequestStatus(db, tmpJwt);
  if (!row || row.kind !== 'login' || row.status !== 'pending')
    throw new AppError('TA1', 'This sign-in is no longer waiting.');
  publish(userTopic(row.userId), {
    type: 'pushRequest',
    id: row.id,
    kind: 'login',
    details: detailsRecord(row.details),
    expiresAt: row.expiresAt.toISOString(),
  });
  return { sent: true as const };
}

/**
 * `loginConfirm`, `PUT /api/auth/login/{key}/confirm {result}` from a linked device: approves or declines the
 * user's pending request `key`, exactly once; tells the waiting page and runs the transaction
 * handler for money submits.
 * @throws AppError 'VF' (entry_not_found) for another user's or an unknown request, 'TA1' when no longer pending.
 */
export async function loginConfirm(
  db: Database,
  pushHandlers: PushHandlers,
  device: DeviceRow,
  key: string,
  approved: boolean,
) {
  const current = await pushRequestStatus(db, key);
  if (!current || current.userId !== device.userId)
    throw fieldError('key', 'entry_not_found', 'This request does not exist.');
  const status: 'approved' | 'declined' = approved ? 'approved' : 'declined';
  const [row] = await db
    .update(pushRequests)
    .set({ status, resolvedAt: new Date(), resolvedByDevice: device.id })
    .where(and(eq(pushRequests.id, key), eq(pushRequests.status, 'pending'), gt(pushRequests.expiresAt, new Date())))
    .returning();
  if (!row) throw new AppError('TA1', 'This request was already answered or has expired.');
  const event = { type: 'pushResolved' as const, id: row.id, kind: row.kind, status };
  publish(userTopic(row.userId), event);
  publish(loginTopic(row.id), event);
  if (row.kind === 'transaction') await pushHandlers.transaction?.(db, row.id, row.subject, approved);
  return { id: row.id, status };
}

/** The push request that guards the sign-in code `subject` (push flow, verifyDevice by device), if any. */
export async function findPushRequestBySubject(db: Executor, subject: string) {
  const [row] = await db.select().from(pushRequests).where(eq(pushRequests.subject, subject));
  return row;
}

/**
 * Ends every device credential of `userId` (disabling a customer, decision 0016): linked devices
 * (their secrets stop working), unused device-link QR codes and pending push requests. After the
 * commit a waiting sign-in page hears that its push request expired.
 * @returns how many devices and push requests it ended.
 */
export async function revokeDeviceAccess(
  db: Executor,
  userId: number,
): Promise<{ devicesRevoked: number; pushRequestsExpired: number }> {
  const now = new Date();
  const revoked = await db
    .update(devices)
    .set({ revokedAt: now })
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .returning({ id: devices.id });
  await db
    .update(deviceLinks)
    .set({ usedAt: now })
    .where(and(eq(deviceLinks.userId, userId), isNull(deviceLinks.usedAt)));
  const expired = await db
    .update(pushRequests)
    .set({ status: 'expired', resolvedAt: now })
    .where(and(eq(pushRequests.userId, userId), eq(pushRequests.status, 'pending')))
    .returning({ id: pushRequests.id, kind: pushRequests.kind });
  afterCommit(db, () => {
    for (const request of expired)
      if (request.kind === 'login')
        publish(loginTopic(request.id), { type: 'pushResolved', id: request.id, kind: 'login', status: 'expired' });
  });
  return { devicesRevoked: revoked.length, pushRequestsExpired: expired.length };
}
