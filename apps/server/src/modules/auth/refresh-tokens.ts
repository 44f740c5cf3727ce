import type { Tokens } from '@tessera/contract';
import { hashToken } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { AuthDeps } from './auth.deps.ts';
import { consumeRefreshToken, findLiveSession, findRefreshToken, revokeSession } from './auth.repository.ts';
import { issueTokens } from './issue-tokens.ts';

const expiredMessage = 'Your session has expired. Please sign in again.';

/**
 * Two tabs sharing a session (a duplicated tab copies sessionStorage) may refresh with the same
 * token at once. A reuse within this many seconds of the first use gets fresh tokens in the same
 * family instead of revoking it (the "reuse interval" of RFC 9700 §4.14.2 implementations).
 */
export const refreshReuseGraceSeconds = 10;

/**
 * `POST /api/auth/refresh` (spec 000 §4; RFC 9700 §4.14.2): rotates a refresh token. Each token
 * works once; presenting a used token again more than {@link refreshReuseGraceSeconds} after its
 * first use is treated as theft and revokes its whole family.
 * @throws AppError 'AU' for an unknown, used, expired or revoked token.
 */
export async function refreshTokens(deps: AuthDeps, refreshToken: string): Promise<Tokens> {
  const tokenHash = hashToken(refreshToken);
  const tokens = await deps.db.transaction(async (tx) => {
    const sessionId = await consumeRefreshToken(tx, tokenHash);
    if (!sessionId) return null;
    const session = await findLiveSession(tx, sessionId);
    if (!session) return null;
    return issueTokens(
      deps,
      tx,
      { id: session.userId, customerId: session.customerId, isAdmin: session.isAdmin },
      sessionId,
    );
  });
  if (tokens) return tokens;
  // Outside the transaction above, so that an AppError cannot roll the revocation back.
  const known = await findRefreshToken(deps.db, tokenHash);
  if (known?.usedAt && known.expiresAt.getTime() > Date.now()) {
    if (Date.now() - known.usedAt.getTime() <= refreshReuseGraceSeconds * 1000) {
      const session = await findLiveSession(deps.db, known.sessionId);
      if (session)
        return issueTokens(
          deps,
          deps.db,
          { id: session.userId, customerId: session.customerId, isAdmin: session.isAdmin },
          known.sessionId,
        );
    } else {
      await revokeSession(deps.db, known.sessionId, 'refresh token reused');
    }
  }
  throw new AppError('AU', expiredMessage);
}
