import { responseCodes, type Tokens } from '@tessera/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { session } from '../../../shared/session/session.ts';
import { rememberBrowserToken } from './known-browser.ts';

/**
 * What a code exchange led to: a session, or the push migration holding the sign-in until a device
 * is linked or (when soft) the customer chooses "not now" (spec 000 §4; decision 0013).
 */
export type ExchangeOutcome = 'signedIn' | 'migration';

/** Whether `error` is the token service holding a sign-in for the push migration. */
export function isMigrationPending(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === responseCodes.verifyError &&
    error.validationErrors.some((item) => item.field === 'code' && item.code === 'migration_pending')
  );
}

/**
 * `POST /api/auth/token` (spec 000 §4, §7): exchanges a code and its PKCE verifier for tokens and
 * starts the session. Used by the direct flow, by a login link with `code` + `codeVerifier`, by
 * the otp and sms flows with the customer's `otp` code, and by the push-migration pages.
 * @returns 'migration' when the sign-in waits for the push migration (no session yet).
 * @throws ApiError when the code is unknown, used, expired or does not match the verifier.
 */
export async function exchangeCode(code: string, codeVerifier: string, otp?: string): Promise<ExchangeOutcome> {
  let tokens: Tokens;
  try {
    tokens = await call('token', { code, codeVerifier, ...(otp ? { otp } : {}) });
  } catch (error) {
    if (isMigrationPending(error)) return 'migration';
    throw error;
  }
  rememberBrowserToken(tokens.deviceSecret);
  session.setTokens(tokens);
  return 'signedIn';
}
