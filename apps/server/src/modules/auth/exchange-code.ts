import { verifyCodeChallenge, type Tokens } from '@tessera/contract';
import { findLogin2faMode, advanceTotpStep, findUserById } from '../identity/index.ts';
import { findPushRequestBySubject, usesPush } from '../devices/index.ts';
import { hashToken } from '../../platform/ids.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import {
  addAuthCodeAttempt,
  markSecondFactorPassed,
  consumeAuthCode,
  findAuthCode,
  revokeSession,
  setAuthCodeSession,
  codeMatches,
  maxCodeAttempts,
  verifyTotp,
  rememberBrowser,
  recordLoginEvent,
} from '../credentials/index.ts';

import { startSession } from './issue-tokens.ts';
import { disabledAccountError, smsLoginPurpose } from './login.ts';

/** The code form of `POST /api/auth/token` (the other form, a device secret, is device-sign-in.ts). */
export interface ExchangeCodeInput {
  code: string;
  codeVerifier: string;
  otp?: string | undefined;
}

const invalidCodeMessage = 'The sign-in code is invalid or has expired. Please sign in again.';

/**
 * `POST /api/auth/token` (spec 000 §4, §7; RFC 7636, RFC 9700 §2.1.1): exchanges a sign-in code and
 * its PKCE verifier for tokens. A code without a second factor (direct flow) is consumed on the
 * first attempt, right or wrong. A code of the otp or sms flow also needs `otp`: a wrong one counts
 * a try (the fifth burns the code) and answers 'VF' on `otp` with `invalid_code`. A wrong verifier
 * burns the code. Presenting a used code again revokes the session it created.
 * @throws AppError 'AU' for an unknown, used, expired, burnt or mismatched code; 'VF' for a wrong otp;
 *   'ENOA' when the user is disabled (decision 0016), before any second factor is checked.
 */
export async function exchangeCode(deps: AuthDeps, input: ExchangeCodeInput, info: ClientInfo): Promise<Tokens> {
  const codeHash = hashToken(input.code);
  const found = await findAuthCode(deps.db, codeHash);
  if (!found || found.usedAt) {
    if (found?.sessionId) await revokeSession(deps.db, found.sessionId, 'authorisation code reused');
    throw new AppError('AU', invalidCodeMessage);
  }
  const burn = async () => {
    await consumeAuthCode(deps.db, codeHash);
    throw new AppError('AU', invalidCodeMessage);
  };
  if (found.expiresAt.getTime() <= Date.now()) return burn();
  if (!(await verifyCodeChallenge(input.codeVerifier, found.codeChallenge))) return burn();
  const user = await findUserById(deps.db, found.userId);
  if (!user) return burn();
  if (user.isDisabled) {
    // The same answer as the password step gives a disabled account (decision 0016).
    await consumeAuthCode(deps.db, codeHash);
    throw disabledAccountError();
  }

  // The push request guarding this code (push flow; verifyDevice with a linked device), read once.
  const push =
    !found.secondFactorPassedAt && (found.secondFactor === 'push' || found.secondFactor === 'verifyDevice')
      ? await findPushRequestBySubject(deps.db, codeHash)
      : undefined;
  const pushApproved = push?.status === 'approved' && push.expiresAt.getTime() > Date.now();
  if (found.secondFactorPassedAt) {
    // Passed before the push migration held the sign-in (decision 0013).
  } else if (found.secondFactor === 'verifyDevice' && !input.otp && pushApproved) {
    // Approved on the linked device: no code needed.
  } else if (found.secondFactor === 'push') {
    if (!push || push.status === 'declined' || push.expiresAt.getTime() <= Date.now()) return burn();
    if (push.status !== 'approved') throw fieldError('code', 'push_pending');
  } else if (found.secondFactor) {
    if (!input.otp) throw fieldError('otp', 'required', 'Enter the code.');
    const attempts = await addAuthCodeAttempt(deps.db, codeHash, maxCodeAttempts);
    if (attempts === undefined) throw new AppError('AU', invalidCodeMessage);
    const accepted =
      found.secondFactor === 'otp'
        ? await acceptTotp(deps, user.id, user.totpSecret, user.totpLastStep, input.otp)
        : codeMatches(input.otp, smsLoginPurpose(codeHash), found.smsCodeHash); // sms and verifyDevice (e-mail)
    if (!accepted) {
      await recordLoginEvent(deps.db, {
        userId: user.id,
        email: user.email,
        ip: info.ip,
        userAgent: info.userAgent,
        result: 'wrongCode',
        isAlert: attempts >= 3,
      });
      if (attempts >= maxCodeAttempts) throw new AppError('AU', invalidCodeMessage);
      throw fieldError('otp', 'invalid_code', `The code is not right. ${maxCodeAttempts - attempts} tries left.`);
    }
  }

  if (found.migration) {
    // The push migration (decision 0013) holds the tokens until a device is linked or, when soft,
    // the customer chose "not now"; the enrolment page may link once the second factor passed.
    if (found.secondFactor && !found.secondFactorPassedAt) await markSecondFactorPassed(deps.db, codeHash);
    if (!(await usesPush(deps.db, user.id, await findLogin2faMode(deps.db, user.customerId))))
      throw fieldError('code', 'migration_pending', 'Link a device for sign-in approval to continue.');
  }

  // Atomic: of two concurrent exchanges of one code, only one gets here with the row.
  const code = await consumeAuthCode(deps.db, codeHash);
  if (!code) throw new AppError('AU', invalidCodeMessage);
  const { sessionId, tokens } = await startSession(deps, user, code.client, info);
  await setAuthCodeSession(deps.db, codeHash, sessionId);
  const deviceSecret = await rememberBrowser(deps.db, user.id, info.userAgent);
  if (found.secondFactor)
    await recordLoginEvent(deps.db, {
      userId: user.id,
      email: user.email,
      ip: info.ip,
      userAgent: info.userAgent,
      result: 'success',
    });
  return { ...tokens, deviceSecret };
}

/** A TOTP code is accepted once: its time step must be newer than the last accepted one. */
async function acceptTotp(
  deps: AuthDeps,
  userId: number,
  secret: string | null,
  lastStep: number,
  otp: string,
): Promise<boolean> {
  if (!secret) return false;
  const step = await verifyTotp(secret, otp, lastStep);
  return step !== undefined && (await advanceTotpStep(deps.db, userId, step));
}
