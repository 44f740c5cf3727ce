import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, post, signIn, type TestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function login(secret?: string) {
  const codeVerifier = generateCodeVerifier();
  const { body } = await post(testApp.app, '/api/auth/login', {
    client: 'spa',
    username: 'bob@example.com',
    password: demoPassword,
    codeChallenge: await codeChallengeS256(codeVerifier),
    ...(secret ? { secret } : {}),
  });
  return { body, codeVerifier };
}

describe('new-browser approval (spec 000 §4 verifyDevice)', () => {
  it('asks a browser never used before for the e-mailed code, then remembers it', async () => {
    // Proves the opt-in setting, the verifyDevice flow with an e-mail code, and the known-browser token.
    const { accessToken } = await signIn(testApp.app, 'bob@example.com');
    const wrong = await callMethod(
      testApp.app,
      'newDeviceApprovalSet',
      { enable: true, password: 'nope' },
      accessToken,
    );
    expect(wrong.body.responseCode).toBe('VF');
    expect(
      (await callMethod(testApp.app, 'newDeviceApprovalSet', { enable: true, password: demoPassword }, accessToken))
        .body.enabled,
    ).toBe(true);
    expect((await callMethod(testApp.app, 'newDeviceApprovalGet', {}, accessToken)).body.enabled).toBe(true);

    const first = await login();
    expect(first.body).toMatchObject({ responseCode: '00', authFlow: 'verifyDevice', approveMethods: ['email'] });
    expect(first.body.accessToken).toBeUndefined();
    // The step asks the server how this browser can be approved, with the sign-in's code only.
    const methods = await post(testApp.app, '/api/auth/devices/approve-methods', { code: first.body.code });
    expect(methods.body).toMatchObject({ responseCode: '00', methods: [{ id: 'email' }] });
    expect((await post(testApp.app, '/api/auth/devices/approve-methods', { code: 'not-a-sign-in' })).status).toBe(401);
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'bob@example.com'));
    const code = /\b(\d{6})\b/.exec(
      mails.find((mail) => mail.subject === 'Approve a sign-in from a new browser')?.text ?? '',
    )?.[1];
    expect(
      (
        await post(testApp.app, '/api/auth/token', {
          code: first.body.code,
          codeVerifier: first.codeVerifier,
          otp: '000000',
        })
      ).body.responseCode,
    ).toBe('VF');
    const tokens = await post(testApp.app, '/api/auth/token', {
      code: first.body.code,
      codeVerifier: first.codeVerifier,
      otp: code,
    });
    expect(tokens.body).toMatchObject({ responseCode: '00' });
    const deviceSecret = String(tokens.body.deviceSecret);
    expect(deviceSecret.length).toBeGreaterThan(20);

    const known = await login(deviceSecret);
    expect(known.body).toMatchObject({ authFlow: 'simple' });
    expect((await login('forged-browser-token-forged-token')).body.authFlow).toBe('verifyDevice');
    await callMethod(
      testApp.app,
      'newDeviceApprovalSet',
      { enable: false, password: demoPassword },
      String(tokens.body.accessToken),
    );
  });
});
