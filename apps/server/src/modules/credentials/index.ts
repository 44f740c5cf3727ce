/**
 * The credentials module's public use cases (decision 0130): passwords, second factors and one-time
 * codes, sessions and their access tokens, sign-in history and throttling, sign-in codes. Below
 * devices and security; the token service's sign-in flows (the auth module) sit above them.
 */
import type { Executor } from '../../db/client.ts';
import { randomToken } from '../../platform/ids.ts';
import { advanceTotpStep, findUserById, getOrCreateSecret } from './credentials.repository.ts';
import { verifyTotp } from './second-factor.ts';

export {
  codeMatches,
  hashCode,
  maskEmail,
  maskPhoneNumber,
  maxCodeAttempts,
  newSmsCode,
  newTotpSecret,
  otpLoginTtlSeconds,
  smsCodeTtlSeconds,
  verifyTotp,
} from './second-factor.ts';

/** What other modules may know of a user's second factors. */
export interface UserFactors {
  email: string;
  phoneNumber: string | null;
  hasAuthenticator: boolean;
}

/** The user's e-mail, phone and whether an authenticator app is enrolled; undefined if unknown. */
export async function findUserFactors(db: Executor, userId: number): Promise<UserFactors | undefined> {
  const user = await findUserById(db, userId);
  return user
    ? { email: user.email, phoneNumber: user.phoneNumber, hasAuthenticator: user.totpSecret !== null }
    : undefined;
}

export { requireReauthPassword, type ReauthCaller } from './reauthenticate.ts';

/**
 * True when `code` is a valid, unused TOTP code of the user's authenticator (±1 step); the step is
 * then recorded so the same code never works again (sign-in or approval alike).
 */
export async function checkUserTotp(db: Executor, userId: number, code: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user?.totpSecret) return false;
  const step = await verifyTotp(user.totpSecret, code, user.totpLastStep);
  return step !== undefined && (await advanceTotpStep(db, userId, step));
}

export { hashPassword, verifyPassword } from './passwords.ts';

/** A server-wide secret, created on first use and shared by every process (e.g. bot-challenge HMAC). */
export async function serverSecret(db: Executor, name: string): Promise<string> {
  return getOrCreateSecret(db, name, () => randomToken(48));
}

export {
  clearSignInMigration,
  findMigrationSignIn,
  findUserByEmail,
  findVerifyDeviceSignInUser,
  revokeAllSessions,
  addAuthCodeAttempt,
  consumeAuthCode,
  consumeRefreshToken,
  endOpenSignIns,
  findAuthCode,
  findLiveSession,
  findRefreshToken,
  getOrCreateSecret,
  insertAuthCode,
  insertRefreshToken,
  insertSession,
  markSecondFactorPassed,
  revokeSession,
  setAuthCodeSession,
} from './credentials.repository.ts';
export { isKnownBrowser, rememberBrowser } from './known-browsers.ts';
export { beginAttempt, recordLoginEvent } from './throttle.ts';
export { authenticate, authenticateAccessToken } from './authenticate.ts';
export { loginHistory } from './login-history.ts';
export {
  issueUserCode,
  checkUserCode,
  countRecentUserCodes,
  countRecentRecoveryCodes,
  endUnusedUserCodes,
} from './user-codes.ts';
export { passwordProblem } from './password-strength.ts';
