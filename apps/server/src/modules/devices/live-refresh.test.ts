import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTopic } from '../../platform/live.ts';
import { closeCodeWithin, openLive, untilListening, type LiveSocket } from '../../../test/live-socket.ts';
import { createTestApp, post, signIn, type TestApp } from '../../../test/test-app.ts';
import { createAccessTokenSigner } from '../../platform/access-tokens.ts';

const jwtSecret = 'live-refresh-test-secret-of-at-least-32-characters';
/** The shortest lifetime the configuration allows (ACCESS_TOKEN_TTL_SECONDS). */
const ttlSeconds = 30;
const signer = createAccessTokenSigner(jwtSecret, ttlSeconds);

/**
 * A genuine access token of `accessToken`'s user and session, issued so long ago that it expires
 * `secondsLeft` seconds from now: a socket opened with it outlives it within the test.
 */
async function expiringSoon(accessToken: string, secondsLeft: number): Promise<string> {
  const claims = decodeJwt(accessToken);
  const issuedAt = Math.floor(Date.now() / 1000) - ttlSeconds + secondsLeft;
  return signer.sign(
    {
      userId: Number(claims.sub),
      customerId: Number(claims.cid),
      sessionId: String(claims.sid),
      isAdmin: claims.adm === true,
    },
    issuedAt,
  );
}

function isOpen(socket: LiveSocket): boolean {
  return socket.readyState === socket.OPEN;
}

describe('live channel token refresh (spec 000 §7 "a live channel over a websocket, with token refresh")', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { JWT_SECRET: jwtSecret, ACCESS_TOKEN_TTL_SECONDS: String(ttlSeconds) } });
  });
  afterAll(async () => testApp.close());

  it('keeps a socket that received the refreshed token past the first token expiry; closes an unrefreshed one 4401', async () => {
    // Proves the refresh message extends the socket and that expiry without it closes the socket.
    const { app } = testApp;
    const tokens = await signIn(app, 'alice@example.com');
    const userId = Number(decodeJwt(tokens.accessToken).sub);
    const shortLived = await expiringSoon(tokens.accessToken, 2);
    const refreshed = await openLive(app, { access: shortLived });
    const unrefreshed = await openLive(app, { access: shortLived });
    await untilListening(refreshed, userTopic(userId));
    await untilListening(unrefreshed, userTopic(userId));

    const renewed = await post(app, '/api/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(renewed.body.responseCode).toBe('00');
    refreshed.send(JSON.stringify({ type: 'refresh', access: renewed.body.accessToken }));

    // Both sockets' expiry was set for the same moment, the refreshed one's first: once the other
    // is closed, an unrefreshed first socket would have been closed too.
    expect(await closeCodeWithin(unrefreshed)).toBe(4401);
    expect(isOpen(refreshed)).toBe(true);
    await untilListening(refreshed, userTopic(userId));
    refreshed.terminate();
  });

  it('closes the socket 4401 on a refresh with another user’s token, another session’s or a malformed message', async () => {
    // Proves a refresh is checked: same user, same live session, the declared message shape.
    const { app } = testApp;
    const alice = await signIn(app, 'alice@example.com');
    const aliceUserId = Number(decodeJwt(alice.accessToken).sub);
    const otherUser = await signIn(app, 'bob@example.com');
    const otherSession = await signIn(app, 'alice@example.com');

    for (const message of [
      { type: 'refresh', access: otherUser.accessToken },
      { type: 'refresh', access: otherSession.accessToken },
      { type: 'refresh', access: 'not-a-token-at-all' },
      { type: 'auth', access: alice.accessToken },
    ]) {
      const socket = await openLive(app, { access: alice.accessToken });
      await untilListening(socket, userTopic(aliceUserId));
      socket.send(JSON.stringify(message));
      expect(await closeCodeWithin(socket)).toBe(4401);
    }
  });

  it('closes 4401 a socket whose session was signed out, at its next refresh', async () => {
    // Proves a refresh re-checks that the session is live, not only the token's signature.
    const { app } = testApp;
    const tokens = await signIn(app, 'alice@example.com');
    const userId = Number(decodeJwt(tokens.accessToken).sub);
    const socket = await openLive(app, { access: tokens.accessToken });
    await untilListening(socket, userTopic(userId));
    const renewed = await post(app, '/api/auth/refresh', { refreshToken: tokens.refreshToken });
    await post(app, '/api/auth/logout', { refreshToken: String(renewed.body.refreshToken) });
    socket.send(JSON.stringify({ type: 'refresh', access: renewed.body.accessToken }));
    expect(await closeCodeWithin(socket)).toBe(4401);
  });
});
