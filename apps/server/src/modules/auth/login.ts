import type { LoginResponse } from '@tessera/contract';
import { type z } from 'zod';
import { type loginRequestSchema } from '@tessera/contract';
import { botChallengeSecretName } from '../../platform/bot-challenge.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { requestOrigin } from '../../platform/user-agent.ts';
import { renderEmail, renderSms } from '../../platform/messages/render.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { authCodeTtlSeconds, type AuthDeps, type ClientInfo } from './auth.deps.ts';
import {
  findUserByEmail,
  getOrCreateSecret,
  insertAuthCode,
  verifyPassword,
  hashCode,
  maskPhoneNumber,
  newSmsCode,
  otpLoginTtlSeconds,
  smsCodeTtlSeconds,
  isKnownBrowser,
  rememberBrowser,
  beginAttempt,
} from '../credentials/index.ts';
import { startSession } from './issue-tokens.ts';
import {
  approveMethodsFor,
  createPushRequest,
  hasLinkedDevice,
  migrationCodeTtlSeconds,
  pendingMigration,
} from '../devices/index.ts';
import { isSignInAddressAllowed } from '../security/index.ts';

export type LoginInput = z.output<typeof loginRequestSchema>;

/** The one message for an unknown e-mail and a wrong password, so neither is revealed. */
const invalidCredentialsMessage = 'Incorrect e-mail or password.';

/**
 * The one answer of every sign-in path for a disabled account (decision 0016): 'ENOA', whatever the
 * password or code, given without checking them.
 */
export function disabledAccountError(): AppError {
  return new AppError('ENOA', 'This sign-in is disabled. Please contact support.');
}

/**
 * The one sign-in answer for an account whose e-mail is not confirmed yet: 'VF' on `username`,
 * `not_activated`, whatever the password, given without checking it (decision 0016).
 */
function notActivatedError(): AppError {
  return fieldError('username', 'not_activated');
}

/** The purpose an SMS sign-in code is bound to (its hash includes the sign-in code's hash). */
export function smsLoginPurpose(codeHash: string): string {
  return `login:${codeHash}`;
}

/**
 * `POST /api/auth/login` (spec 000 §4, §7). Throttles (throttle.ts), checks the password (argon2id)
 * and answers with the user's flow:
 * - `simple`: tokens at once;
 * - `direct`: a single-use code bound to the PKCE challenge (≤ 60 s), exchanged at /api/auth/token;
 * - `otp` (two-step mode otp with an enrolled authenticator): a code that /token accepts only with a
 *   valid TOTP `otp` (5 minutes, 5 tries);
 * - `sms` (two-step mode sms with a phone number): a 6-digit code is sent by SMS; the reply carries
 *   the masked `phoneNumber` and the two-digit `smsIdentifier` the SMS also shows (10 minutes, 5 tries);
 * - `push` (two-step mode push with a linked device): a code and a `tmpJwt` naming the request the
 *   device approves; /token then works once it is approved (5 minutes).
 * A user asked to move to push two-factor (`migration`, decision 0013) always gets a code, which
 * lives {@link migrationCodeTtlSeconds} and is exchanged only once the migration is settled.
 * @throws AppError 'AU' for wrong credentials, 'ENOA' for a disabled user and 'VF' `not_activated`
 *   for a not-activated one, both whatever the password (decision 0016), 'RL' when throttled (with
 *   a `botChallenge` to solve and send back as `botProof`, decision 0015).
 */
export async function login(deps: AuthDeps, input: LoginInput, info: ClientInfo): Promise<LoginResponse> {
  const user = await findUserByEmail(deps.db, input.username);
  const attempt = await beginAttempt(deps.db, {
    email: input.username,
    ip: info.ip,
    userAgent: info.userAgent,
    userId: user?.id,
    baseDelayMs: deps.config.LOGIN_THROTTLE_BASE_DELAY_MS,
    botProof: input.botProof,
    baseChallengeDifficulty: deps.config.BOT_CHALLENGE_DIFFICULTY,
    challengeSecret: () => getOrCreateSecret(deps.db, botChallengeSecretName, () => randomToken(48)),
  });
  // A disabled account gets one answer whatever the password, checked before the password so the
  // answer never confirms it; it is not counted as a password failure (decision 0016).
  if (user?.isDisabled) {
    await attempt.finish('disabled');
    throw disabledAccountError();
  }
  // A not-activated account likewise gets its one answer before the password is checked, so the
  // answer never confirms a guessed password (decision 0016). It tells no more than
  // `checkEmailExists` already does (status 2), and the customer needs it to find the activation link.
  if (user && !user.activatedAt) {
    await attempt.finish('disabled');
    throw notActivatedError();
  }
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) {
    await attempt.finish('wrongPassword');
    throw new AppError('AU', invalidCredentialsMessage);
  }
  if (!(await isSignInAddressAllowed(deps.db, user, info.ip))) {
    await attempt.finish('throttled');
    throw new AppError('13', 'Sign-in from this address is not allowed for this account.');
  }

  const secondFactor =
    user.login2faMode === 'otp' && user.totpSecret
      ? 'otp'
      : user.login2faMode === 'sms' && user.phoneNumber
        ? 'sms'
        : user.login2faMode === 'push' && (await hasLinkedDevice(deps.db, user.id))
          ? 'push'
          : user.verifyNewDevices && !(await isKnownBrowser(deps.db, user.id, input.secret))
            ? 'verifyDevice'
            : undefined;
  // Asked to move to push two-factor (decision 0013): never tokens at once, the code waits for it.
  const due = await pendingMigration(deps.db, user, secondFactor);
  const migrationToken = due ? randomToken(24) : undefined;
  const withMigration = due && migrationToken ? { migration: { ...due, tmpJwt: migrationToken } } : {};
  if (!secondFactor && !due && user.authFlow === 'simple') {
    const { tokens } = await startSession(deps, user, input.client, info);
    await attempt.finish('success');
    const deviceSecret = await rememberBrowser(deps.db, user.id, info.userAgent);
    return { authFlow: 'simple', userId: user.id, ...tokens, deviceSecret };
  }

  const code = randomToken(32);
  const codeHash = hashToken(code);
  const ttlSeconds = due
    ? migrationCodeTtlSeconds
    : secondFactor === 'sms'
      ? smsCodeTtlSeconds
      : secondFactor
        ? otpLoginTtlSeconds
        : authCodeTtlSeconds;
  const sms = secondFactor === 'sms' || secondFactor === 'verifyDevice' ? newSmsCode() : undefined;
  await insertAuthCode(deps.db, {
    codeHash,
    userId: user.id,
    client: input.client,
    codeChallenge: input.codeChallenge,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    secondFactor,
    smsCodeHash: sms ? hashCode(sms.code, smsLoginPurpose(codeHash)) : undefined,
    ...(due && migrationToken
      ? { migration: due.req === 'strict' ? 'strict' : 'soft', migrationTokenHash: hashToken(migrationToken) }
      : {}),
  });
  if (!secondFactor) {
    await attempt.finish('success');
    return { authFlow: 'direct', userId: user.id, code, ...withMigration };
  }
  await attempt.finish('secondFactorSent');
  if (secondFactor === 'verifyDevice' && sms) {
    // A browser never used before: approve with the e-mailed code, or on the linked device.
    await deps.mailer.send(deps.db, {
      to: user.email,
      ...renderEmail('newBrowserCode', info.language, { ipAddress: info.ip, code: sms.code }),
    });
    const approveMethods = (await approveMethodsFor(deps.db, user.id)).map((method) => method.id);
    const tmpJwt = approveMethods.includes('push')
      ? await createPushRequest(deps.db, {
          userId: user.id,
          kind: 'login',
          subject: codeHash,
          details: { ...pushRequestOrigin(deps, info), newBrowser: true },
        })
      : undefined;
    return {
      authFlow: 'verifyDevice',
      userId: user.id,
      code,
      ...(tmpJwt ? { tmpJwt } : {}),
      approveMethods,
      ...withMigration,
    };
  }
  if (secondFactor === 'push') {
    // The linked device shows where the sign-in comes from; the page waits on the live channel.
    const tmpJwt = await createPushRequest(deps.db, {
      userId: user.id,
      kind: 'login',
      subject: codeHash,
      details: { ...pushRequestOrigin(deps, info), at: new Date().toISOString() },
    });
    return { authFlow: 'push', userId: user.id, code, tmpJwt };
  }
  if (sms && user.phoneNumber) {
    await deps.sms.send(deps.db, {
      to: user.phoneNumber,
      text: renderSms('signInCodeSms', info.language, { code: sms.code, identifier: sms.identifier }),
    });
    return {
      authFlow: 'sms',
      userId: user.id,
      code,
      phoneNumber: maskPhoneNumber(user.phoneNumber),
      smsIdentifier: sms.identifier,
      ...withMigration,
    };
  }
  return { authFlow: 'otp', userId: user.id, code, ...withMigration };
}

/** Where a sign-in waiting on the linked device comes from, as the device shows it (decision 0037). */
function pushRequestOrigin(deps: AuthDeps, info: ClientInfo): Record<string, unknown> {
  return requestOrigin(deps.ipLocator, info.ip, info.userAgent, info.language);
}
