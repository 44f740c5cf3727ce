import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  codeChallengeS256,
  codeVerifierAlphabet,
  generateCodeVerifier,
  pkcePattern,
  verifyCodeChallenge,
} from './pkce.ts';

describe('PKCE (RFC 7636, spec 000 §4)', () => {
  it('generates 128-character verifiers from the allowed alphabet, different each time', () => {
    // Proves the verifier has the spec's length and alphabet and is random.
    const first = generateCodeVerifier();
    const second = generateCodeVerifier();
    expect(first).toHaveLength(128);
    expect([...first].every((character) => codeVerifierAlphabet.includes(character))).toBe(true);
    expect(pkcePattern.test(first)).toBe(true);
    expect(first).not.toBe(second);
  });

  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    // Proves the challenge matches the RFC's published example exactly.
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('agrees with Node crypto for random verifiers', async () => {
    // Proves the Web Crypto implementation equals base64url(sha256) computed independently.
    for (let round = 0; round < 20; round += 1) {
      const verifier = generateCodeVerifier();
      const expected = createHash('sha256').update(verifier).digest('base64url');
      expect(await codeChallengeS256(verifier)).toBe(expected);
    }
  });

  it('verifies only the matching verifier', async () => {
    // Proves a wrong verifier, a malformed verifier or a plain (non-hashed) challenge is refused.
    const verifier = generateCodeVerifier();
    const challenge = await codeChallengeS256(verifier);
    expect(await verifyCodeChallenge(verifier, challenge)).toBe(true);
    expect(await verifyCodeChallenge(generateCodeVerifier(), challenge)).toBe(false);
    expect(await verifyCodeChallenge('short', challenge)).toBe(false);
    expect(await verifyCodeChallenge(verifier, verifier)).toBe(false);
  });

  it('accepts 43 to 128 characters of the alphabet and nothing else', () => {
    // Proves the wire validation of spec 000 §5 for code challenges.
    expect(pkcePattern.test('a'.repeat(43))).toBe(true);
    expect(pkcePattern.test('a'.repeat(42))).toBe(false);
    expect(pkcePattern.test('a'.repeat(129))).toBe(false);
    expect(pkcePattern.test(`${'a'.repeat(42)}+`)).toBe(false);
    expect(pkcePattern.test(`${'a'.repeat(40)}-._~`)).toBe(true);
  });
});
