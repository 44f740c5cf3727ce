import { verifyCodeChallenge, type Tokens, type tokenRequestSchema } from '@tessera/contract';
import type { z } from 'zod';
import { hashToken } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { consumeAuthCode, findAuthCode, findUserById, revokeSession, setAuthCodeSession } from './auth.repository.ts';
import { startSession } from './issue-tokens.ts';

export type ExchangeCodeInput = z.output<typeof tokenRequestSchema>;

const invalidCodeMessage = 'The sign-in code is invalid or has expired. Please sign in again.';

/**
 * `POST /api/auth/token` (spec 000 §4, §7; RFC 7636, RFC 9700 §2.1.1): exchanges a direct-flow
 * code and its PKCE verifier for tokens. The code is consumed on the first attempt, right or wrong,
 * so it can never be tried twice; presenting a used code again revokes the session it created.
 * @throws AppError 'AU' for an unknown, used, expired or mismatched code.
 */
export async function exchangeCode(deps: AuthDeps, input: ExchangeCodeInput, info: ClientInfo): Promise<Tokens> {
  const codeHash = hashToken(input.code);
  const code = await consumeAuthCode(deps.db, codeHash);
  if (!code) {
    const reused = await findAuthCode(deps.db, codeHash);
    if (reused?.sessionId) await revokeSession(deps.db, reused.sessionId, 'authorisation code reused');
    throw new AppError('AU', invalidCodeMessage);
  }
  if (code.expiresAt.getTime() <= Date.now()) throw new AppError('AU', invalidCodeMessage);
  if (!(await verifyCodeChallenge(input.codeVerifier, code.codeChallenge)))
    throw new AppError('AU', invalidCodeMessage);

  const user = await findUserById(deps.db, code.userId);
  if (!user || user.isDisabled) throw new AppError('AU', invalidCodeMessage);
  const { sessionId, tokens } = await startSession(deps, user, code.client, info);
  await setAuthCodeSession(deps.db, codeHash, sessionId);
  return tokens;
}
