import { jwtVerify, SignJWT } from 'jose';

const issuer = 'tessera';
const audience = 'tessera-api';

/** Claims of an access token: user, customer, session (refresh-token family), admin flag. */
interface AccessTokenClaims {
  userId: number;
  customerId: number;
  sessionId: string;
  isAdmin: boolean;
}

/** Signs and verifies short-lived HS256 access tokens (spec 000 §4; RFC 9700). */
export interface AccessTokenSigner {
  /** Access-token lifetime in seconds. */
  ttlSeconds: number;
  /**
   * Signs `claims`. With `issuedAtSeconds` (Unix seconds) the token expires `ttlSeconds` after
   * it; HS256 is deterministic, so the same claims and time always give the same token.
   */
  sign(claims: AccessTokenClaims, issuedAtSeconds?: number): Promise<string>;
  /** Returns the claims of a valid, unexpired token and its expiry (Unix seconds), or null. */
  verify(token: string): Promise<(AccessTokenClaims & { expiresAtSeconds: number }) | null>;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (claims, issuedAtSeconds = Math.floor(Date.now() / 1000)) =>
      new SignJWT({ cid: claims.customerId, sid: claims.sessionId, adm: claims.isAdmin })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAtSeconds)
        .setExpirationTime(issuedAtSeconds + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { cid, sid, adm, exp } = payload;
        if (
          !Number.isInteger(userId) ||
          typeof cid !== 'number' ||
          typeof sid !== 'string' ||
          typeof adm !== 'boolean' ||
          typeof exp !== 'number'
        )
          return null;
        return { userId, customerId: cid, sessionId: sid, isAdmin: adm, expiresAtSeconds: exp };
      } catch {
        return null;
      }
    },
  };
}
