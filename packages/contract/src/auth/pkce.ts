/**
 * PKCE helpers (RFC 7636, spec 000 §4): the verifier is 128 characters of letters,
 * digits, '-', '.', '_' and '~'; the challenge is base64url(SHA-256(verifier)) without padding.
 * Uses the Web Crypto API, which both browsers and Node ≥ 20 provide as `globalThis.crypto`.
 */

export const codeVerifierAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** Length of the verifier the web generates (spec 000 §9: code challenge length 128). */
export const codeVerifierLength = 128;
/** Allowed shape of a verifier or challenge on the wire: 43 to 128 characters of the alphabet. */
export const pkcePattern = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Generates a random verifier of `length` characters from the allowed alphabet, without modulo bias. */
export function generateCodeVerifier(length = codeVerifierLength): string {
  const alphabetSize = codeVerifierAlphabet.length; // 66
  const limit = 256 - (256 % alphabetSize);
  let verifier = '';
  while (verifier.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && verifier.length < length) verifier += codeVerifierAlphabet[byte % alphabetSize];
    }
  }
  return verifier;
}

/** Encodes bytes as base64url without padding. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Computes the S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))). 43 characters. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** True when `verifier` has the allowed shape and its S256 challenge equals `challenge`. */
export async function verifyCodeChallenge(verifier: string, challenge: string): Promise<boolean> {
  if (!pkcePattern.test(verifier) || !pkcePattern.test(challenge)) return false;
  const expected = await codeChallengeS256(verifier);
  if (expected.length !== challenge.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ challenge.charCodeAt(index);
  }
  return difference === 0;
}
