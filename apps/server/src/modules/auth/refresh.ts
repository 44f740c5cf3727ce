import { createHmac } from 'node:crypto';
import type { Tokens } from '@tessera/contract';
import { hashToken } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { AuthDeps } from './auth.deps.ts';
import {
  consumeRefreshToken,
  findLiveSession,
  findRefreshToken,
  insertRefreshToken,
  revokeSession,
} from '../credentials/index.ts';
import type { TokenSubject } from './issue-tokens.ts';

const expiredMessage = 'Your session has expired. Please sign in again.';

/**
 * Two tabs sharing a session (a duplicated tab copies sessionStorage) may refresh with the same
 * token at once. A reuse within this many seconds of the first use gets the same successor pair
 * the first use created, instead of revoking the family (the "reuse interval" of RFC 9700
 * §4.14.2 implementations).
 */
const refreshReuseGraceSeconds = 10;

/**
 * The successor of a refresh token: HMAC-SHA-256 of the token under the server's refresh key
 * (decision 0015). Deterministic, so a reuse within the grace recomputes the very token the
 * first use issued (nothing secret is stored, only its hash); unpredictable without the token.
 */
function successorOf(deps: AuthDeps, refreshToken: string): string {
  return createHmac('sha256', deps.refreshSuccessorKey).update(refreshToken).digest('base64url');
}

/**
 * The pair issued when a refresh token was first used at `usedAt`: its successor, and the access
 * token signed as of that second (HS256 is deterministic, so a repeat yields the same token).
 * `expiresIn` is what is left of the access token's life (at least 1 second).
 */
async function successorPair(
  deps: AuthDeps,
  subject: TokenSubject,
  sessionId: string,
  refreshToken: string,
  usedAt: Date,
): Promise<Tokens> {
  const issuedAtSeconds = Math.floor(usedAt.getTime() / 1000);
  const accessToken = await deps.signer.sign(
    { userId: subject.id, customerId: subject.customerId, sessionId, isAdmin: subject.isAdmin },
    issuedAtSeconds,
  );
  const elapsedSeconds = Math.floor(Date.now() / 1000) - issuedAtSeconds;
  return {
    accessToken,
    refreshToken: successorOf(deps, refreshToken),
    expiresIn: Math.max(1, deps.signer.ttlSeconds - elapsedSeconds),
  };
}

/**
 * `POST /api/auth/refresh` (spec 000 §4; RFC 9700 §4.14.2): rotates a refresh token. Each token
 * works once. Presenting a used token again within {@link refreshReuseGraceSeconds} of its first
 * use returns the same successor pair (two tabs keep working, and a thief replaying it gets no
 * session of their own); later, it is treated as theft and revokes the whole family.
 * @throws AppError 'AU' for an unknown, used, expired or revoked token.
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<Tokens> {
  const tokenHash = hashToken(refreshToken);
  const now = new Date();
  const tokens = await deps.db.transaction(async (tx) => {
    const sessionId = await consumeRefreshToken(tx, tokenHash, now);
    if (!sessionId) return null;
    const session = await findLiveSession(tx, sessionId);
    if (!session) return null;
    await insertRefreshToken(tx, {
      tokenHash: hashToken(successorOf(deps, refreshToken)),
      sessionId,
      expiresAt: new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    const subject = { id: session.userId, customerId: session.customerId, isAdmin: session.isAdmin };
    return successorPair(deps, subject, sessionId, refreshToken, now);
  });
  if (tokens) return tokens;
  // Outside the transaction above, so that an AppError cannot roll the revocation back.
  const known = await findRefreshToken(deps.db, tokenHash);
  if (known?.usedAt && known.expiresAt.getTime() > now.getTime()) {
    if (now.getTime() - known.usedAt.getTime() <= refreshReuseGraceSeconds * 1000) {
      const session = await findLiveSession(deps.db, known.sessionId);
      if (session) {
        const subject = { id: session.userId, customerId: session.customerId, isAdmin: session.isAdmin };
        return successorPair(deps, subject, known.sessionId, refreshToken, known.usedAt);
      }
    } else {
      await revokeSession(deps.db, known.sessionId, 'refresh token reused');
    }
  }
  throw new AppError('AU', expiredMessage);
}
