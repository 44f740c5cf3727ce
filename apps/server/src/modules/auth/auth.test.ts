import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, callMethod, post, signIn, type TestApp } from '../../../test/test-app.ts';
import { authCodes, refreshTokens, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/ids.ts';
import { demoPassword } from '../seed/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function loginBody(username: string, password = demoPassword, codeChallenge?: string) {
  return {
    client: 'spa',
    username,
    password,
    codeChallenge: codeChallenge ?? (await codeChallengeS256(generateCodeVerifier())),
  };
}

async function useDirectFlow(email: string): Promise<void> {
  await testApp.database.db.update(users).set({ authFlow: 'direct' }).where(eq(users.email, email));
}

describe('simple flow (spec 000 §4)', () => {
  it('returns tokens that open customerInfo', async () => {
    // Proves a demo customer signs in with authFlow simple and the access token works.
    const { status, body } = await post(testApp.app, '/api/auth/login', await loginBody('alice@example.com'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ responseCode: '00', authFlow: 'simple', expiresIn: 300 });
    const info = await callMethod(testApp.app, 'customerInfo', {}, String(body.accessToken));
    expect(info.body.responseCode).toBe('00');
    expect(info.body.customer).toMatchObject({ login: 'alice@example.com', firstName: 'Alice' });
  });

  it('accepts the e-mail in any letter case', async () => {
    // Proves e-mail matching is case-insensitive.
    const { body } = await post(testApp.app, '/api/auth/login', await loginBody('ALICE@Example.com'));
    expect(body.responseCode).toBe('00');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    // Proves wrong credentials give 401 'AU' without revealing whether the e-mail exists.
    const wrongPassword = await post(
      testApp.app,
      '/api/auth/login',
      await loginBody('alice@example.com', 'not-the-password'),
    );
    const unknownUser = await post(testApp.app, '/api/auth/login', await loginBody('nobody@example.com'));
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.responseCode).toBe('AU');
    expect(wrongPassword.body.accessToken).toBeUndefined();
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.body.responseDescription).toBe(wrongPassword.body.responseDescription);
  });

  it('refuses a malformed e-mail and a short challenge with field errors', async () => {
    // Proves spec 000 §5 validation: username must be an e-mail, challenge 43–128 characters.
    const { status, body } = await post(
      testApp.app,
      '/api/auth/login',
      await loginBody('alice-at-example', demoPassword, 'tooshort'),
    );
    expect(status).toBe(400);
    expect(body.responseCode).toBe('VF');
    expect(body.validationErrors.map((error) => [error.field, error.code])).toEqual([
      ['username', 'invalid_email'],
      ['codeChallenge', 'invalid_code_challenge'],
    ]);
  });
});

describe('direct flow with PKCE (spec 000 §4, RFC 7636)', () => {
  it('returns a code that the right verifier exchanges for tokens exactly once', async () => {
    // Proves the code exchange works, and a reused code is refused and revokes what it issued.
    await useDirectFlow('bob@example.com');
    const verifier = generateCodeVerifier();
    const login = await post(
      testApp.app,
      '/api/auth/login',
      await loginBody('bob@example.com', demoPassword, await codeChallengeS256(verifier)),
    );
    expect(login.body).toMatchObject({ responseCode: '00', authFlow: 'direct' });
    expect(login.body.accessToken).toBeUndefined();
    const code = String(login.body.code);

    const exchange = await post(testApp.app, '/api/auth/token', { code, codeVerifier: verifier });
    expect(exchange.body.responseCode).toBe('00');
    const accessToken = String(exchange.body.accessToken);
    expect((await callMethod(testApp.app, 'accountList', {}, accessToken)).body.responseCode).toBe('00');

    const reuse = await post(testApp.app, '/api/auth/token', { code, codeVerifier: verifier });
    expect(reuse.status).toBe(401);
    expect(reuse.body.responseCode).toBe('AU');
    const afterReuse = await callMethod(testApp.app, 'accountList', {}, accessToken);
    expect(afterReuse.status).toBe(401);
  });

  it('refuses a wrong verifier and burns the code', async () => {
    // Proves a wrong verifier fails and the code cannot then be used with the right one.
    await useDirectFlow('bob@example.com');
    const verifier = generateCodeVerifier();
    const login = await post(
      testApp.app,
      '/api/auth/login',
      await loginBody('bob@example.com', demoPassword, await codeChallengeS256(verifier)),
    );
    const code = String(login.body.code);
    const wrong = await post(testApp.app, '/api/auth/token', { code, codeVerifier: generateCodeVerifier() });
    expect(wrong.body.responseCode).toBe('AU');
    const right = await post(testApp.app, '/api/auth/token', { code, codeVerifier: verifier });
    expect(right.body.responseCode).toBe('AU');
  });

  it('refuses an expired code', async () => {
    // Proves codes are short-lived: a code past its expiry is refused.
    await useDirectFlow('bob@example.com');
    const verifier = generateCodeVerifier();
    const login = await post(
      testApp.app,
      '/api/auth/login',
      await loginBody('bob@example.com', demoPassword, await codeChallengeS256(verifier)),
    );
    await testApp.database.db.update(authCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const exchange = await post(testApp.app, '/api/auth/token', {
      code: String(login.body.code),
      codeVerifier: verifier,
    });
    expect(exchange.body.responseCode).toBe('AU');
    expect(exchange.body.accessToken).toBeUndefined();
  });

  it('refuses a verifier of the wrong shape before looking at the code', async () => {
    // Proves the verifier is validated like the challenge ('VF').
    const { status, body } = await post(testApp.app, '/api/auth/token', { code: 'anything', codeVerifier: 'plain' });
    expect(status).toBe(400);
    expect(body.validationErrors[0]).toMatchObject({ field: 'codeVerifier', code: 'invalid_code_verifier' });
  });
});

describe('refresh rotation and logout (spec 000 §4, RFC 9700)', () => {
  it('rotates refresh tokens: each works once, and a reused one revokes the family', async () => {
    // Proves rotation and reuse detection.
    const first = await signIn(testApp.app, 'alice@example.com');
    const second = await post(testApp.app, '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(second.body.responseCode).toBe('00');
    expect(second.body.refreshToken).not.toBe(first.refreshToken);

    // A reuse long after the first use (past the grace for concurrent tabs) is theft.
    await testApp.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    const reuse = await post(testApp.app, '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.responseCode).toBe('AU');
    // The family is revoked: the token issued by the legitimate refresh no longer works either.
    const third = await post(testApp.app, '/api/auth/refresh', { refreshToken: String(second.body.refreshToken) });
    expect(third.body.responseCode).toBe('AU');
    expect((await callMethod(testApp.app, 'customerInfo', {}, String(second.body.accessToken))).status).toBe(401);
  });

  it('two tabs refreshing with the same token at once both stay signed in', async () => {
    // Proves the reuse grace: concurrent refreshes of one token do not revoke the family.
    const first = await signIn(testApp.app, 'alice@example.com');
    const [a, b] = await Promise.all([
      post(testApp.app, '/api/auth/refresh', { refreshToken: first.refreshToken }),
      post(testApp.app, '/api/auth/refresh', { refreshToken: first.refreshToken }),
    ]);
    expect([a.body.responseCode, b.body.responseCode]).toEqual(['00', '00']);
    for (const reply of [a, b]) {
      expect((await callMethod(testApp.app, 'customerInfo', {}, String(reply.body.accessToken))).status).toBe(200);
      const next = await post(testApp.app, '/api/auth/refresh', { refreshToken: String(reply.body.refreshToken) });
      expect(next.body.responseCode).toBe('00');
    }
  });

  it('a stolen refresh token replayed within the grace gets no session of its own (decision 0015)', async () => {
    // Proves the attack fails: five reuses within the grace return the pair the first use created,
    // so a thief holds exactly the victim's tokens; the family has one successor; after the grace
    // a reuse revokes everything, including what the replays returned.
    const first = await signIn(testApp.app, 'alice@example.com');
    const victim = await post(testApp.app, '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(victim.body.responseCode).toBe('00');
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => post(testApp.app, '/api/auth/refresh', { refreshToken: first.refreshToken })),
    );
    for (const replay of replays) {
      expect(replay.body.responseCode).toBe('00');
      expect(replay.body.refreshToken).toBe(victim.body.refreshToken);
      expect(replay.body.accessToken).toBe(victim.body.accessToken);
    }
    const [row] = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    const family = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, String(row?.sessionId)));
    expect(family).toHaveLength(2);

    await testApp.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    expect((await post(testApp.app, '/api/auth/refresh', { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await callMethod(testApp.app, 'customerInfo', {}, String(victim.body.accessToken))).status).toBe(401);
    const successor = await post(testApp.app, '/api/auth/refresh', { refreshToken: String(victim.body.refreshToken) });
    expect(successor.body.responseCode).toBe('AU');
  });

  it('logout ends the access token and the refresh token at once', async () => {
    // Proves logout revokes the session server-side.
    const tokens = await signIn(testApp.app, 'alice@example.com');
    expect((await post(testApp.app, '/api/auth/logout', { refreshToken: tokens.refreshToken })).body.responseCode).toBe(
      '00',
    );
    expect((await callMethod(testApp.app, 'customerInfo', {}, tokens.accessToken)).status).toBe(401);
    expect(
      (await post(testApp.app, '/api/auth/refresh', { refreshToken: tokens.refreshToken })).body.responseCode,
    ).toBe('AU');
  });

  it('a disabled customer has no working session and cannot sign in', async () => {
    // Proves disabling a user takes effect on the next request.
    const tokens = await signIn(testApp.app, 'acme@example.com');
    await testApp.database.db.update(users).set({ isDisabled: true }).where(eq(users.email, 'acme@example.com'));
    expect((await callMethod(testApp.app, 'customerInfo', {}, tokens.accessToken)).status).toBe(401);
    const login = await post(testApp.app, '/api/auth/login', await loginBody('acme@example.com'));
    expect(login.body.responseCode).toBe('ENOA');
    await testApp.database.db.update(users).set({ isDisabled: false }).where(eq(users.email, 'acme@example.com'));
  });

  it('refuses tokens that were tampered with', async () => {
    // Proves the JWT signature is checked.
    const tokens = await signIn(testApp.app, 'alice@example.com');
    const [header, payload, signature] = tokens.accessToken.split('.');
    const forged = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8'));
    forged.cid = 2;
    const forgedToken = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await callMethod(testApp.app, 'accountList', {}, forgedToken)).status).toBe(401);
  });
});
