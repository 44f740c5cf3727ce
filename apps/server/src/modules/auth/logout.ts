import { hashToken } from '../../platform/ids.ts';
import type { AuthDeps } from './auth.deps.ts';
import { findRefreshToken, revokeSession } from '../credentials/index.ts';

/**
 * `POST /api/auth/logout` (spec 000 §4, §7): revokes the session of the refresh token, which ends
 * its access tokens at once. Unknown tokens are ignored so the call reveals nothing.
 */
export async function logout(deps: AuthDeps, refreshToken: string): Promise<void> {
  const token = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (token) await revokeSession(deps.db, token.sessionId, 'logout');
}
