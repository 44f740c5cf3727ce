import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../rpc/context.ts';
import type { AccessTokenSigner } from '../../platform/access-tokens.ts';
import { checkLiveSession } from './credentials.repository.ts';

/**
 * Resolves an `Authorization: Bearer …` header to the caller. The token must verify and its
 * session must be live and its user enabled, so logout and disabling take effect at once.
 * @returns the caller, or null for a missing, malformed, expired or revoked token.
 */
export async function authenticate(
  db: Database,
  signer: AccessTokenSigner,
  authorization: string | undefined,
): Promise<AuthContext | null> {
  if (!authorization) return null;
  const match = /^Bearer (.*)$/.exec(authorization);
  if (!match?.[1]) return null;
  return authenticateAccessToken(db, signer, match[1]);
}

/**
 * Resolves a bare access token (the live channel's `auth` and `refresh` messages) like
 * {@link authenticate}, with the moment it expires (epoch milliseconds).
 * @returns the caller, or null for a malformed, expired or revoked token.
 */
export async function authenticateAccessToken(
  db: Database,
  signer: AccessTokenSigner,
  token: string,
): Promise<(AuthContext & { expiresAtMs: number }) | null> {
  if (!/^[A-Za-z0-9\-_.]{10,4096}$/.test(token)) return null;
  const claims = await signer.verify(token);
  if (!claims) return null;
  const session = await checkLiveSession(db, claims.sessionId);
  if (!session || session.userId !== claims.userId) return null;
  return {
    userId: session.userId,
    customerId: session.customerId,
    sessionId: claims.sessionId,
    isAdmin: session.isAdmin,
    customerType: session.customerType,
    ownAccessRight: session.ownAccessRight,
    expiresAtMs: claims.expiresAtSeconds * 1000,
  };
}
