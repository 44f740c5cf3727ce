import { authPaths, tokensSchema } from '@tessera/contract';
import { ApiError, callAuth } from '../../../shared/api/client.ts';
import { session } from '../../../shared/session/session.ts';
import { rememberBrowserToken } from './known-browser.ts';

/**
 * `POST /api/auth/token` (spec 000 §4, §7): exchanges a code and its PKCE verifier for tokens and
 * starts the session. Used by the direct flow, by a login link with `code` + `codeVerifier`, and by
 * the otp and sms flows with the customer's `otp` code.
 * @throws ApiError when the code is unknown, used, expired or does not match the verifier.
 */
export async function exchangeCode(code: string, codeVerifier: string, otp?: string): Promise<void> {
  const reply = tokensSchema.safeParse(
    await callAuth(authPaths.token, { code, codeVerifier, ...(otp ? { otp } : {}) }),
  );
  if (!reply.success) throw new ApiError('UE', 'Unexpected reply');
  rememberBrowserToken(reply.data.deviceSecret);
  session.setTokens(reply.data);
}
