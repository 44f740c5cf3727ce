import { randomUUID } from 'node:crypto';
import { codeChallengeS256, generateCodeVerifier, securityPaths } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, post, request, signIn, type TestApp, linkDevice } from '../../../test/test-app.ts';
import { devices } from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('linked devices and push sign-in (spec 000 §4 push, §7)', () => {
  it('links a device once per QR link, lists, renames and unlinks it; others cannot touch it', async () => {
    // Proves the link is single-use, the device secret works as its bearer, and ownership checks.
    const alice = await signIn(testApp.app, 'alice@example.com');
    const device = await linkDevice(testApp.app, alice.accessToken);
    expect(device).toMatchObject({ responseCode: '00' });
    expect(
      (
        await request(testApp.app, 'POST', '/device-api/device', undefined, {
          link: device.link,
          name: 'Again',
          type: 'android',
        })
      ).body.responseCode,
    ).toBe('VF');
    const me = await request(testApp.app, 'GET', '/device-api/device', device.secret);
    expect(me.body).toMatchObject({ device: { id: device.deviceId, name: 'My phone' }, requests: [] });
    expect(
      (
        await request(testApp.app, 'POST', '/api/auth/devices', alice.accessToken, {
          id: device.deviceId,
          name: 'Pixel',
        })
      ).body.responseCode,
    ).toBe('00');
    const methods = await request(testApp.app, 'GET', '/api/auth/devices/approve-methods', alice.accessToken);
    expect(methods.body.methods).toEqual([
      { id: 'email', name: 'E-mail code' },
      { id: 'push', name: 'Linked device' },
    ]);
    const manifest = await testApp.app.inject({ method: 'GET', url: '/authenticator.webmanifest' });
    expect(manifest.json()).toMatchObject({
      start_url: '/authenticator',
      display: 'standalone',
      name: 'Tessera Authenticator',
    });
    const list = await request(testApp.app, 'GET', '/api/auth/devices', alice.accessToken);
    expect(list.body.devices).toMatchObject([{ id: device.deviceId, name: 'Pixel', type: 'web' }]);
    const bob = await signIn(testApp.app, 'bob@example.com');
    expect(
      (await request(testApp.app, 'DELETE', `/api/auth/devices/${device.deviceId}`, bob.accessToken)).body.responseCode,
    ).toBe('VF');
    expect(
      (await request(testApp.app, 'DELETE', `/api/auth/devices/${device.deviceId}`, alice.accessToken)).body
        .responseCode,
    ).toBe('00');
    expect((await request(testApp.app, 'GET', '/device-api/device', device.secret)).status).toBe(401);
  });

  it('lets a linked device unlink itself through the device API, and only itself', async () => {
    // Proves DELETE /device-api/device/{id} (spec 000 §7): another device's id is refused, its own unlinks it.
    const alice = await signIn(testApp.app, 'alice@example.com');
    const device = await linkDevice(testApp.app, alice.accessToken, 'Old phone');
    const other = await linkDevice(testApp.app, alice.accessToken, 'Tablet');
    const refused = await request(testApp.app, 'DELETE', `/device-api/device/${other.deviceId}`, device.secret);
    expect(refused.body.responseCode).toBe('13');
    expect((await request(testApp.app, 'GET', '/device-api/device', other.secret)).status).toBe(200);
    const unlinked = await request(testApp.app, 'DELETE', `/device-api/device/${device.deviceId}`, device.secret);
    expect(unlinked.body.responseCode).toBe('00');
    expect((await request(testApp.app, 'GET', '/device-api/device', device.secret)).status).toBe(401);
    const listed = await request(testApp.app, 'GET', '/api/auth/devices', alice.accessToken);
    expect((listed.body.devices as { id: string }[]).map((row) => row.id)).not.toContain(device.deviceId);
    await request(testApp.app, 'DELETE', `/api/auth/devices/${other.deviceId}`, alice.accessToken);
  });

  it('needs the device type: a phone says android or ios and is listed so, nothing defaults to web', async () => {
    // Proves spec 000 §3/§5 device types on the wire: type is required, phones keep theirs (decision 0023).
    const bob = await signIn(testApp.app, 'bob@example.com');
    const scp = await request(testApp.app, 'POST', '/api/auth/scp/request', bob.accessToken, {});
    const link = new URL(String(scp.body.link)).searchParams.get('link') ?? '';
    const untyped = await request(testApp.app, 'POST', '/device-api/device', undefined, { link, name: 'Phone' });
    expect(untyped.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'type', code: 'required' }] });
    const desktop = await request(testApp.app, 'POST', '/device-api/device', undefined, {
      link,
      name: 'Phone',
      type: 'windows',
    });
    expect(desktop.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'type', code: 'invalid_value' }],
    });
    // The refused calls did not use up the link.
    const phone = await request(testApp.app, 'POST', '/device-api/device', undefined, {
      link,
      name: 'Phone',
      type: 'ios',
    });
    expect(phone.body.responseCode).toBe('00');
    const list = await request(testApp.app, 'GET', '/api/auth/devices', bob.accessToken);
    expect(list.body.devices).toMatchObject([{ id: phone.body.deviceId, name: 'Phone', type: 'ios' }]);
    await request(testApp.app, 'DELETE', `/api/auth/devices/${String(phone.body.deviceId)}`, bob.accessToken);
  });

  it('signs a linked device in with its secret at /api/auth/token; a wrong or unlinked secret is refused alike', async () => {
    // Proves spec 000 §7's second token form: secret (+ pushToken) → tokens that work on a customer method.
    const alice = await signIn(testApp.app, 'alice@example.com');
    const device = await linkDevice(testApp.app, alice.accessToken, 'Phone with push');
    const tokens = await post(testApp.app, '/api/auth/token', { secret: device.secret, pushToken: 'fcm-token-1' });
    expect(tokens).toMatchObject({ status: 200, body: { responseCode: '00', expiresIn: expect.any(Number) } });
    expect(tokens.body.deviceSecret).toBeUndefined();
    const accounts = await callMethod(testApp.app, 'accountList', {}, String(tokens.body.accessToken));
    expect(accounts.body.responseCode).toBe('00');
    expect((accounts.body.accounts as unknown[]).length).toBeGreaterThan(0);
    const refreshed = await post(testApp.app, '/api/auth/refresh', { refreshToken: tokens.body.refreshToken });
    expect(refreshed.body.responseCode).toBe('00');
    const [stored] = await testApp.database.db.select().from(devices).where(eq(devices.id, device.deviceId));
    expect(stored?.pushToken).toBe('fcm-token-1');
    // Without a pushToken the stored one stays.
    expect((await post(testApp.app, '/api/auth/token', { secret: device.secret })).body.responseCode).toBe('00');
    const [kept] = await testApp.database.db.select().from(devices).where(eq(devices.id, device.deviceId));
    expect(kept?.pushToken).toBe('fcm-token-1');

    // Mixing the two forms, or a pushToken alone, is a field error; a wrong secret is a bad credential.
    const mixed = await post(testApp.app, '/api/auth/token', { secret: device.secret, code: 'abc' });
    expect(mixed.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'code', code: 'unrecognized_keys' }],
    });
    const empty = await post(testApp.app, '/api/auth/token', {});
    expect(empty.body.validationErrors).toMatchObject([
      { field: 'code', code: 'required' },
      { field: 'codeVerifier', code: 'required' },
    ]);
    const wrong = await post(testApp.app, '/api/auth/token', { secret: `${device.secret.slice(0, -2)}xx` });
    expect(wrong).toMatchObject({ status: 401, body: { responseCode: 'AU' } });
    await request(testApp.app, 'DELETE', `/api/auth/devices/${device.deviceId}`, alice.accessToken);
    const unlinked = await post(testApp.app, '/api/auth/token', { secret: device.secret, pushToken: 'fcm-token-2' });
    expect(unlinked).toMatchObject({
      status: 401,
      body: { responseCode: 'AU', responseDescription: wrong.body.responseDescription },
    });
    const [revoked] = await testApp.database.db.select().from(devices).where(eq(devices.id, device.deviceId));
    expect(revoked?.pushToken).toBe('fcm-token-1');

    // The reference documents both forms of the body.
    const reference = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: unknown } } } } }>;
    }>();
    expect(reference.paths['/api/auth/token']?.post.requestBody.content['application/json'].schema).toMatchObject({
      properties: { code: {}, codeVerifier: {}, otp: {}, secret: {}, pushToken: {} },
      anyOf: [{ required: ['code', 'codeVerifier'] }, { required: ['secret'] }],
    });
  });

  it('signs in with authFlow push only after the linked device approves; a decline ends the sign-in', async () => {
    // Proves tmpJwt, the live channel event, the device inbox, approve → tokens, decline → refused.
    const alice = await signIn(testApp.app, 'alice@example.com');
    const device = await linkDevice(testApp.app, alice.accessToken, 'Phone');
    const mode = await request(testApp.app, 'POST', securityPaths.twoStep, alice.accessToken, {
      mode: 'push',
      password: demoPassword,
    });
    expect(mode.body).toMatchObject({ responseCode: '00', mode: 'push' });

    const codeVerifier = generateCodeVerifier();
    const login = await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: 'alice@example.com',
      password: demoPassword,
      codeChallenge: await codeChallengeS256(codeVerifier),
    });
    expect(login.body).toMatchObject({ responseCode: '00', authFlow: 'push' });
    const tmpJwt = String(login.body.tmpJwt);
    // The waiting sign-in may be sent to the devices again (spec 000 §7 POST /auth/push/re-send).
    const resent = await post(testApp.app, '/api/auth/push/re-send', { tmpJwt });
    expect(resent.body).toMatchObject({ responseCode: '00', sent: true });
    const socket = await testApp.app.injectWS('/api/live');
    const heard = new Promise<string>((resolve) => socket.on('message', (data: Buffer) => resolve(data.toString())));
    socket.send(JSON.stringify({ type: 'auth', tmpJwt }));

    const early = await post(testApp.app, '/api/auth/token', { code: login.body.code, codeVerifier });
    expect(early.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'push_pending' }] });
    const inbox = await request(testApp.app, 'GET', '/device-api/device', device.secret);
    // The device is shown where the sign-in comes from: the address and its approximate place (decision 0037).
    expect(inbox.body.requests).toMatchObject([
      { id: tmpJwt, kind: 'login', details: { ip: '127.0.0.1', place: { kind: 'localNetwork' } } },
    ]);
    // Bob's device cannot answer Alice's request.
    const bob = await signIn(testApp.app, 'bob@example.com');
    const bobDevice = await linkDevice(testApp.app, bob.accessToken, 'Bob phone');
    expect(
      (await request(testApp.app, 'PUT', `/api/auth/login/${tmpJwt}/confirm`, bobDevice.secret, { result: true })).body
        .responseCode,
    ).toBe('VF');

    expect(
      (await request(testApp.app, 'PUT', `/api/auth/login/${tmpJwt}/confirm`, device.secret, { result: true })).body,
    ).toMatchObject({ status: 'approved' });
    expect(JSON.parse(await heard)).toMatchObject({ type: 'pushResolved', id: tmpJwt, status: 'approved' });
    socket.terminate();
    const tokens = await post(testApp.app, '/api/auth/token', { code: login.body.code, codeVerifier });
    expect(tokens.body.responseCode).toBe('00');
    // An answered sign-in is no longer waiting: nothing is sent again.
    const late = await post(testApp.app, '/api/auth/push/re-send', { tmpJwt });
    expect(late.body.responseCode).toBe('TA1');

    const second = generateCodeVerifier();
    const again = await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: 'alice@example.com',
      password: demoPassword,
      codeChallenge: await codeChallengeS256(second),
    });
    await request(testApp.app, 'PUT', `/api/auth/login/${String(again.body.tmpJwt)}/confirm`, device.secret, {
      result: false,
    });
    expect(
      (await post(testApp.app, '/api/auth/token', { code: again.body.code, codeVerifier: second })).body.responseCode,
    ).toBe('AU');
    await request(testApp.app, 'POST', securityPaths.twoStep, String(tokens.body.accessToken), {
      mode: 'no',
      password: demoPassword,
    });
  });

  it('approval mode push: a transfer waits for the device and is posted when it approves', async () => {
    // Proves approveType 1 end to end: held funds, device inbox with amount and recipient, posting.
    const alice = await signIn(testApp.app, 'alice@example.com');
    const device = await linkDevice(testApp.app, alice.accessToken, 'Approver');
    const set = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 1, password: demoPassword },
      alice.accessToken,
    );
    expect(set.body.responseCode).toBe('00');
    const accounts = (await callMethod(testApp.app, 'accountList', {}, alice.accessToken)).body.accounts as {
      accountId: number;
      currencyCode: string;
      type: number;
    }[];
    const usd = accounts.find((account) => account.currencyCode === 'USD' && account.type === 1001);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=p2pTransfer',
      headers: {
        authorization: `Bearer ${alice.accessToken}`,
        'idempotency-key': randomUUID(),
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36',
      },
      payload: { fromAccount: usd?.accountId, toEmail: 'bob@example.com', amount: '12.00', currency: 'USD' },
    });
    const submit = { body: response.json<Record<string, unknown>>() };
    expect(submit.body).toMatchObject({ status: 'processing', approveType: 1 });
    const trxid = String(submit.body.transactionId);
    const inbox = await request(testApp.app, 'GET', '/device-api/device', device.secret);
    const pending = (inbox.body.requests as { id: string; kind: string; details: Record<string, unknown> }[]).find(
      (item) => item.kind === 'transaction',
    );
    // The device also names where the payment was sent from (decision 0037): browser, system and place.
    expect(pending?.details).toMatchObject({
      amount: '12.00',
      currencyCode: 'USD',
      toEmail: 'bob@example.com',
      browser: 'Chrome',
      os: 'Linux',
      place: { kind: 'localNetwork' },
    });
    expect((await callMethod(testApp.app, 'approvalStatus', { trxid }, alice.accessToken)).body.status).toBe('pending');
    await request(testApp.app, 'PUT', `/api/auth/login/${pending?.id}/confirm`, device.secret, { result: true });
    expect((await callMethod(testApp.app, 'approvalStatus', { trxid }, alice.accessToken)).body.status).toBe(
      'approved',
    );
    await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 0, password: demoPassword },
      alice.accessToken,
    );
  });
});
