import { isUuid, type Language, type TwoStepResponse, type twoStepRequestSchema } from '@tessera/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { findUserById, setUserLogin2faMode, updateUser } from '../identity/index.ts';
import { twoStepRequests } from './security.schema.ts';
import { newId } from '../../platform/ids.ts';
import { renderSms } from '../../platform/messages/render.ts';
import { fieldError } from '../../rpc/app-error.ts';
import {
  codeMatches,
  hashCode,
  maskPhoneNumber,
  maxCodeAttempts,
  newSmsCode,
  newTotpSecret,
  requireReauthPassword,
  smsCodeTtlSeconds,
  verifyTotp,
  type ReauthCaller,
} from '../credentials/index.ts';
import { hasLinkedDevice } from '../devices/index.ts';
import type { SecurityDeps } from './security.deps.ts';

/** A two-step change request stays open 10 minutes. */
const twoStepRequestTtlSeconds = 10 * 60;

type TwoStepInput = z.output<typeof twoStepRequestSchema>;

function smsPurpose(reqId: string): string {
  return `two-step:${reqId}`;
}

/**
 * `twoStepVerification`: starts a change of the two-step sign-in mode (spec 001 §7 "Two-step"). The password is checked
 * first. 'no' applies at once; 'otp' returns a new TOTP secret and its otpauth URI (for the QR
 * code) to be confirmed with one valid code; 'sms' sends a code to `phoneNumber` (or the number on
 * file) to be confirmed, written in `language`.
 * @throws AppError 'VF' on `password` (wrong_password; the re-authentication rules of decision 0137)
 *   or `phoneNumber` (phone_required).
 */
export async function twoStepVerification(
  deps: SecurityDeps,
  caller: ReauthCaller,
  issuer: string,
  input: TwoStepInput,
  language: Language,
): Promise<TwoStepResponse> {
  const { userId } = caller;
  await requireReauthPassword(deps.db, caller, input.password);
  const user = await findUserById(deps.db, userId);
  if (!user) throw fieldError('password', 'wrong_password');
  if (input.mode === 'no') {
    await setUserLogin2faMode(deps.db, userId, 'no');
    return { mode: 'no' };
  }
  if (input.mode === 'push') {
    // The linked device is the proof: it was linked from a signed-in session by a one-time QR code.
    if (!(await hasLinkedDevice(deps.db, userId))) throw fieldError('mode', 'device_required', 'Link a device first.');
    await setUserLogin2faMode(deps.db, userId, 'push');
    return { mode: 'push' };
  }
  const reqId = newId();
  const expiresAt = new Date(Date.now() + twoStepRequestTtlSeconds * 1000);
  if (input.mode === 'otp') {
    const { secret, uri } = newTotpSecret(issuer, user.email);
    await deps.db.insert(twoStepRequests).values({ id: reqId, userId, mode: 'otp', totpSecret: secret, expiresAt });
    return { mode: 'otp', reqId, secret, otpauthUri: uri, expiresIn: twoStepRequestTtlSeconds };
  }
  const phoneNumber = input.phoneNumber ?? user.phoneNumber;
  if (!phoneNumber) throw fieldError('phoneNumber', 'phone_required');
  const sms = newSmsCode();
  await deps.db.insert(twoStepRequests).values({
    id: reqId,
    userId,
    mode: 'sms',
    phoneNumber,
    codeHash: hashCode(sms.code, smsPurpose(reqId)),
    expiresAt: new Date(Math.min(expiresAt.getTime(), Date.now() + smsCodeTtlSeconds * 1000)),
  });
  await deps.sms.send(deps.db, {
    to: phoneNumber,
    text: renderSms('twoStepCodeSms', language, { code: sms.code, identifier: sms.identifier }),
  });
  return {
    mode: 'sms',
    reqId,
    phoneNumber: maskPhoneNumber(phoneNumber),
    smsIdentifier: sms.identifier,
    expiresIn: smsCodeTtlSeconds,
  };
}

/**
 * `twoStepVerificationConfirm`: confirms a two-step change with its code (TOTP from the new secret, or the SMS code). At most
 * five tries; a request belongs to the user who made it (another user's reqId is "not found").
 * @returns the mode now in force.
 * @throws AppError 'VF' on `code` (invalid_code) or `reqId` (request_expired).
 */
export async function twoStepVerificationConfirm(
  deps: SecurityDeps,
  userId: number,
  reqId: string,
  code: string,
): Promise<TwoStepResponse> {
  const expired = fieldError('reqId', 'request_expired');
  if (!isUuid(reqId)) throw expired;
  const [request] = await deps.db
    .update(twoStepRequests)
    .set({ attempts: sql`${twoStepRequests.attempts} + 1` })
    .where(
      and(
        eq(twoStepRequests.id, reqId),
        eq(twoStepRequests.userId, userId),
        isNull(twoStepRequests.confirmedAt),
        gt(twoStepRequests.expiresAt, new Date()),
        sql`${twoStepRequests.attempts} < ${maxCodeAttempts}`,
      ),
    )
    .returning();
  if (!request) throw expired;

  let totpStep = 0;
  if (request.mode === 'otp') {
    totpStep = (request.totpSecret && (await verifyTotp(request.totpSecret, code, 0))) || 0;
    if (!totpStep) throw invalidCode(request.attempts);
  } else if (!codeMatches(code, smsPurpose(reqId), request.codeHash)) {
    throw invalidCode(request.attempts);
  }

  await deps.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(twoStepRequests)
      .set({ confirmedAt: new Date() })
      .where(and(eq(twoStepRequests.id, reqId), isNull(twoStepRequests.confirmedAt)))
      .returning({ id: twoStepRequests.id });
    if (!confirmed) throw expired;
    await updateUser(
      tx,
      userId,
      request.mode === 'otp'
        ? { totpSecret: request.totpSecret, totpLastStep: totpStep }
        : { phoneNumber: request.phoneNumber },
    );
    await setUserLogin2faMode(tx, userId, request.mode);
  });
  return { mode: request.mode };
}

function invalidCode(attempts: number) {
  const left = Math.max(0, maxCodeAttempts - attempts);
  return fieldError('code', 'invalid_code', `The code is not right. ${left} tries left.`);
}
