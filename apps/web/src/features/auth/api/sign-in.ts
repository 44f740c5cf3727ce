import {
  authPaths,
  codeChallengeS256,
  generateCodeVerifier,
  loginResponseSchema,
  tokensSchema,
  type Tokens,
} from '@tessera/contract';
import { ApiError, callAuth } from '../../../shared/api/client.ts';
import { session } from '../../../shared/session/session.ts';

/** Thrown when the server asks for a sign-in flow this client does not offer yet (otp, sms, push, verifyDevice). */
export class UnsupportedFlowError extends Error {
  constructor(readonly flow: string) {
    super(`sign-in flow ${flow} is not available`);
    this.name = 'UnsupportedFlowError';
  }
}

/** Exchanges a direct-flow code and its PKCE verifier for tokens (spec 000 §4) and stores them. */
export async function exchangeCode(code: string, codeVerifier: string): Promise<void> {
  const reply = tokensSchema.safeParse(await callAuth(authPaths.token, { code, codeVerifier }));
  if (!reply.success) throw new ApiError('UE', 'Unexpected reply');
  session.setTokens(reply.data);
}

/**
 * Signs in with e-mail and password (spec 000 §4, §7): a fresh 128-character PKCE verifier per
 * attempt; `simple` stores the returned tokens, `direct` exchanges the code with the verifier.
 * Other flows slot in here as further cases.
 * @throws ApiError from the token service; UnsupportedFlowError for flows not built yet.
 */
export async function signIn(username: string, password: string): Promise<void> {
  const codeVerifier = generateCodeVerifier();
  const codeChallenge = await codeChallengeS256(codeVerifier);
  const parsed = loginResponseSchema.safeParse(
    await callAuth(authPaths.login, { client: 'spa', username, password, codeChallenge }),
  );
  if (!parsed.success) throw new ApiError('UE', 'Unexpected reply');
  const reply = parsed.data;
  switch (reply.authFlow) {
    case 'simple': {
      const tokens: Partial<Tokens> = reply;
      if (!tokens.accessToken || !tokens.refreshToken || !tokens.expiresIn)
        throw new ApiError('UE', 'Unexpected reply');
      session.setTokens({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresIn: tokens.expiresIn,
      });
      return;
    }
    case 'direct':
      if (!reply.code) throw new ApiError('UE', 'Unexpected reply');
      await exchangeCode(reply.code, codeVerifier);
      return;
    default:
      throw new UnsupportedFlowError(reply.authFlow);
  }
}
