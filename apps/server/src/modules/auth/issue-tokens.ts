import type { Tokens } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { hashToken, newId, randomToken } from '../../platform/ids.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { insertRefreshToken, insertSession } from '../credentials/index.ts';

/** The user fields that go into an access token. */
export interface TokenSubject {
  id: number;
  customerId: number;
  isAdmin: boolean;
}

/** Signs an access token and stores a new refresh token (hash only) in `sessionId`. */
async function issueTokens(deps: AuthDeps, db: Executor, user: TokenSubject, sessionId: string): Promise<Tokens> {
  const refreshToken = randomToken(32);
  await insertRefreshToken(db, {
    tokenHash: hashToken(refreshToken),
    sessionId,
    expiresAt: new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const accessToken = await deps.signer.sign({
    userId: user.id,
    customerId: user.customerId,
    sessionId,
    isAdmin: user.isAdmin,
  });
  return { accessToken, refreshToken, expiresIn: deps.signer.ttlSeconds };
}

/** Starts a new session (refresh-token family) for `user` and issues its first tokens. */
export async function startSession(
  deps: AuthDeps,
  user: TokenSubject,
  client: string,
  info: ClientInfo,
): Promise<{ sessionId: string; tokens: Tokens }> {
  const sessionId = newId();
  const tokens = await deps.db.transaction(async (tx) => {
    await insertSession(tx, {
      id: sessionId,
      userId: user.id,
      client,
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 512) ?? null,
    });
    return issueTokens(deps, tx, user, sessionId);
  });
  return { sessionId, tokens };
}
