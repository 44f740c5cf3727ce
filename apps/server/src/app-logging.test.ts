import { codeChallengeS256, generateCodeVerifier, liveUnauthorisedCloseCode, securityPaths } from '@tessera/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, post, request, type TestApp } from '../test/test-app.ts';
import { openLive, messages, closeCodeWithin, untilListening } from '../test/live-socket.ts';
import { users } from './db/schema/index.ts';
import { demoPassword } from './modules/seed/demo-seed.ts';
import { publish, userTopic } from './platform/live.ts';

const logLines: string[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => testApp.close());

async function userId(email: string): Promise<number> {
  const [user] = await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

describe('the log carries no credentials and no SQL parameters (decisions 0017 and 0018)', () => {
  it('signs in, uses the live channel, refreshes, links a device and approves by push: none of the secrets is logged', async () => {
    // Proves the request logger keeps query values, headers, bodies, path keys and SQL parameters out of the log.
    const secrets: string[] = [demoPassword];
    const email = 'alice@example.com';

    // A password sign-in, and a rejected one with a wrong password.
    const wrongPassword = 'not-the-password-Zx9!';
    secrets.push(wrongPassword);
    const rejected = await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: email,
      password: wrongPassword,
      codeChallenge: await codeChallengeS256(generateCodeVerifier()),
    });
    expect(rejected.body.responseCode).not.toBe('00');
    const firstVerifier = generateCodeVerifier();
    secrets.push(firstVerifier);
    const login = await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: email,
      password: demoPassword,
      codeChallenge: await codeChallengeS256(firstVerifier),
    });
    expect(login.body.responseCode).toBe('00');
    const firstAccess = String(login.body.accessToken);
    secrets.push(firstAccess, String(login.body.refreshToken));

    // The live channel as a signed-in page.
    const pageSocket = await openLive(testApp.app, { access: firstAccess });
    await untilListening(pageSocket, userTopic(await userId(email)));

    // A refresh.
    const refreshed = await post(testApp.app, '/api/auth/refresh', { refreshToken: login.body.refreshToken });
    expect(refreshed.body.responseCode).toBe('00');
    const accessToken = String(refreshed.body.accessToken);
    secrets.push(accessToken, String(refreshed.body.refreshToken));

    // A linked device (the QR link's one-time code), listening on the live channel with its secret.
    const scp = await request(testApp.app, 'POST', '/api/auth/scp/request', accessToken, {});
    const linkCode = String(new URL(String(scp.body.link)).searchParams.get('link'));
    secrets.push(linkCode);
    // The authenticator page is opened from the QR link: the code is in its address.
    await testApp.app.inject({ method: 'GET', url: `/authenticator?link=${encodeURIComponent(linkCode)}` });
    const linked = await request(testApp.app, 'POST', '/device-api/device', undefined, {
      link: linkCode,
      name: 'Phone',
      type: 'android',
    });
    expect(linked.body.responseCode).toBe('00');
    const deviceSecret = String(linked.body.secret);
    secrets.push(deviceSecret);
    const deviceSocket = await openLive(testApp.app, { device: deviceSecret });
    await untilListening(deviceSocket, userTopic(await userId(email)));

    // A push sign-in: its tmpJwt on the live channel and in the confirm path, then the code exchange.
    const twoStep = await request(testApp.app, 'POST', securityPaths.twoStep, accessToken, {
      mode: 'push',
      password: demoPassword,
    });
    expect(twoStep.body.responseCode).toBe('00');
    const pushVerifier = generateCodeVerifier();
    secrets.push(pushVerifier);
    const pushLogin = await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: email,
      password: demoPassword,
      codeChallenge: await codeChallengeS256(pushVerifier),
    });
    expect(pushLogin.body).toMatchObject({ responseCode: '00', authFlow: 'push' });
    const tmpJwt = String(pushLogin.body.tmpJwt);
    const pushCode = String(pushLogin.body.code);
    secrets.push(tmpJwt, pushCode);
    const signInSocket = await openLive(testApp.app, { tmpJwt });
    const signInHeard = messages(signInSocket);
    await request(testApp.app, 'POST', '/api/auth/push/status', undefined, { tmpJwt });
    // The spec's page link signs in with code and codeVerifier in the address.
    await testApp.app.inject({
      method: 'GET',
      url: `/login?code=${encodeURIComponent(pushCode)}&codeVerifier=${pushVerifier}`,
    });
    expect(
      (await request(testApp.app, 'PUT', `/api/auth/login/${tmpJwt}/confirm`, deviceSecret, { result: true })).body,
    ).toMatchObject({ status: 'approved' });
    const exchanged = await post(testApp.app, '/api/auth/token', { code: pushCode, codeVerifier: pushVerifier });
    expect(exchanged.body.responseCode).toBe('00');
    secrets.push(String(exchanged.body.accessToken), String(exchanged.body.refreshToken));
    expect(signInHeard).toContainEqual(expect.objectContaining({ type: 'pushResolved', status: 'approved' }));
    // The device signs in with its secret and a push token; neither reaches the log, nor the tokens.
    const pushToken = 'fcm-push-token-of-the-phone';
    secrets.push(pushToken);
    const deviceTokens = await post(testApp.app, '/api/auth/token', { secret: deviceSecret, pushToken });
    expect(deviceTokens.body.responseCode).toBe('00');
    secrets.push(String(deviceTokens.body.accessToken), String(deviceTokens.body.refreshToken));

    // A transfer approved by push (approval mode 1) with the device's secret.
    const mode = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 1, password: demoPassword },
      accessToken,
    );
    expect(mode.body.responseCode).toBe('00');
    const accounts = (await callMethod(testApp.app, 'accountList', {}, accessToken)).body.accounts as {
      accountId: number;
      currencyCode: string;
      type: number;
    }[];
    const usd = accounts.find((account) => account.currencyCode === 'USD' && account.type === 1001);
    const submit = await callMethod(
      testApp.app,
      'p2pTransfer',
      { fromAccount: usd?.accountId, toEmail: 'bob@example.com', amount: '3.00', currency: 'USD' },
      accessToken,
    );
    expect(submit.body).toMatchObject({ status: 'processing', approveType: 1 });
    const inbox = await request(testApp.app, 'GET', '/device-api/device', deviceSecret);
    const pending = (inbox.body.requests as { id: string; kind: string }[]).find((item) => item.kind === 'transaction');
    expect(
      (
        await request(testApp.app, 'PUT', `/api/auth/login/${String(pending?.id)}/confirm`, deviceSecret, {
          result: true,
        })
      ).body,
    ).toMatchObject({ status: 'approved' });

    // Rejected requests: a stale bearer token, a credential in the live channel's query, a body
    // that is not JSON around a password, a refused refresh.
    expect((await callMethod(testApp.app, 'accountList', {}, `${firstAccess}x`)).status).toBe(401);
    const querySocket = await testApp.app.injectWS(`/api/live?access=${accessToken}`);
    expect(await closeCodeWithin(querySocket)).toBe(liveUnauthorisedCloseCode);
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${email}","password":"${demoPassword}"`,
    });
    expect(malformed.statusCode).toBe(400);
    expect((await post(testApp.app, '/api/auth/refresh', { refreshToken: 'x'.repeat(43) })).body.responseCode).not.toBe(
      '00',
    );

    // Database errors whose parameters are a customer's e-mail and name (PostgreSQL quotes the value
    // it rejects; a unique violation's detail says `Key (email)=(…)`), logged as the error handler does.
    const customerName = 'Alicia Secretname';
    const databaseErrors: unknown[] = [];
    const failing = [
      sql`select ${email}::int, ${customerName}::text`,
      sql`insert into users (customer_id, email, password_hash) select customer_id, email, password_hash from users where email = ${email}`,
    ];
    for (const query of failing) {
      await testApp.database.db.execute(query).catch((error: unknown) => databaseErrors.push(error));
    }
    expect(databaseErrors).toHaveLength(2);
    for (const [index, error] of databaseErrors.entries()) {
      testApp.app.log.child({ reqId: `request-with-db-error-${index}` }).error({ err: error }, 'unhandled error');
    }

    await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 0, password: demoPassword },
      accessToken,
    );
    await request(testApp.app, 'POST', securityPaths.twoStep, accessToken, { mode: 'no', password: demoPassword });
    for (const socket of [pageSocket, deviceSocket, signInSocket]) socket.terminate();

    const log = logLines.join('');
    // The log is really written (so the checks below cannot pass on an empty log).
    expect(logLines.length).toBeGreaterThan(30);
    for (const secret of [...secrets, customerName]) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(email);
    // What is logged instead: redacted query values, route patterns, the database error's class and code.
    expect(log).toContain('"url":"/api/live?access=[redacted]"');
    expect(log).toContain('"url":"/api/auth/login/:key/confirm"');
    expect(log).toContain('"url":"/api/?method=p2pTransfer"');
    const errorLines = logLines.filter((line) => line.includes('request-with-db-error-'));
    expect(errorLines).toHaveLength(2);
    expect(errorLines[0]).toContain('DrizzleQueryError');
    expect(errorLines[0]).toContain('22P02');
    expect(errorLines[1]).toContain('23505');
  });
});

describe('the live channel authenticates by its first message (decision 0018)', () => {
  it('closes a socket that sends no credential, a wrong one, or one in the query; accessRevoked closes a user socket', async () => {
    // Proves 4401 after the deadline, for a bad first message and for a query credential, and on revoked access.
    const login = await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: 'bob@example.com',
      password: demoPassword,
      codeChallenge: await codeChallengeS256(generateCodeVerifier()),
    });
    const accessToken = String(login.body.accessToken);
    const bob = await userId('bob@example.com');

    const silent = await testApp.app.injectWS('/api/live');
    const silentHeard = messages(silent);
    expect(await closeCodeWithin(silent)).toBe(liveUnauthorisedCloseCode);

    const wrong = await openLive(testApp.app, { access: `${accessToken}x` });
    expect(await closeCodeWithin(wrong)).toBe(liveUnauthorisedCloseCode);
    const garbage = await testApp.app.injectWS('/api/live');
    garbage.send('hello');
    expect(await closeCodeWithin(garbage)).toBe(liveUnauthorisedCloseCode);

    // A credential in the address does not authenticate, even with a valid first message after it.
    const inQuery = await testApp.app.injectWS(`/api/live?access=${accessToken}`);
    const inQueryHeard = messages(inQuery);
    const inQueryClosed = closeCodeWithin(inQuery);
    publish(userTopic(bob), { type: 'transaction', transactionId: 'query', status: 'completed' });
    expect(await inQueryClosed).toBe(liveUnauthorisedCloseCode);
    expect([...silentHeard, ...inQueryHeard]).toEqual([]);

    const page = await openLive(testApp.app, { access: accessToken });
    await untilListening(page, userTopic(bob));
    const pageClosed = closeCodeWithin(page);
    publish(userTopic(bob), { type: 'accessRevoked' });
    expect(await pageClosed).toBe(liveUnauthorisedCloseCode);
  });
});
