import type { LoginResponse } from '@tessera/contract';
import { type z } from 'zod';
import { type loginRequestSchema } from '@tessera/contract';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import { authCodeTtlSeconds, type AuthDeps, type ClientInfo } from './auth.deps.ts';
import { findUserByEmail, insertAuthCode } from './auth.repository.ts';
import { startSession } from './issue-tokens.ts';
import { verifyPassword } from './passwords.ts';

export type LoginInput = z.output<typeof loginRequestSchema>;

/** The one message for an unknown e-mail and a wrong password, so neither is revealed. */
export const invalidCredentialsMessage = 'Incorrect e-mail or password.';

/**
 * `POST /api/auth/login` (spec 000 §4, §7). Checks the password (argon2id) and answers with the
 * user's flow: `simple` returns tokens at once; `direct` returns a single-use code bound to the
 * PKCE challenge, exchanged at /api/auth/token. Further flows (otp, sms, push, verifyDevice)
 * are added as cases here and in exchange-code.ts.
 * @throws AppError 'AU' for wrong credentials, 'ENOA' for a disabled user.
 */
export async function login(deps: AuthDeps, input: LoginInput, info: ClientInfo): Promise<LoginResponse> {
  const user = await findUserByEmail(deps.db, input.username);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw new AppError('AU', invalidCredentialsMessage);
  if (user.isDisabled) throw new AppError('ENOA', 'This sign-in is disabled. Please contact support.');

  switch (user.authFlow) {
    case 'simple': {
      const { tokens } = await startSession(deps, user, input.client, info);
      return { authFlow: 'simple', userId: user.id, ...tokens };
    }
    case 'direct': {
      const code = randomToken(32);
      await insertAuthCode(deps.db, {
        codeHash: hashToken(code),
        userId: user.id,
        client: input.client,
        codeChallenge: input.codeChallenge,
        expiresAt: new Date(Date.now() + authCodeTtlSeconds * 1000),
      });
      return { authFlow: 'direct', userId: user.id, code };
    }
  }
}
