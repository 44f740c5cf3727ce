import { codeChallengeS256, generateCodeVerifier, securityPaths } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callMethod,
  createTestApp,
  post,
  signIn,
  startLogin as startLoginAs,
  type TestApp,
} from '../../../test/test-app.ts';
import { authCodes, customers, smsOutbox, users } from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** POSTs with a bearer token (the security-settings routes). */
async function postAs(url: string, accessToken: string, payload: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${accessToken}` },
    payload,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown> & { responseCode: string }>() };
}

/** A password login of `username` with a fresh PKCE pair. */
const startLogin = (username: string) => startLoginAs(testApp.app, username);

/** The newest SMS text sent to `toNumber`. */
async function lastSms(toNumber: string): Promise<string> {
  const rows = await testApp.database.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, toNumber));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!newest) throw new Error('no SMS');
  return newest.text;
}

/** A TOTP code for `secret` at a time offset (seconds) from now. */
function totp(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

describe('two-step sign-in with an authenticator app (spec 000 §4 otp, spec 001 §7)', () => {
  let secret = '';

  it('enrols only with the password and one valid code from the new secret', async () => {
    // Proves enrolment needs the password, shows a secret + otpauth URI, and a wrong code changes nothing.
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const wrong = await postAs(securityPaths.twoStep, accessToken, { mode: 'otp', password: 'not-it' });
    expect(wrong.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'password', code: 'wrong_password' }],
    });

    const request = await postAs(securityPaths.twoStep, accessToken, { mode: 'otp', password: demoPassword });
    expect(request.body).toMatchObject({ responseCode: '00', mode: 'otp' });
    secret = String(request.body.secret);
    expect(String(request.body.otpauthUri)).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const reqId = String(request.body.reqId);

    const bad = await postAs(securityPaths.twoStepConfirm(reqId), accessToken, { code: '000000' });
    expect(bad.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'code', code: 'invalid_code' }] });
    const stillOff = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(stillOff.body.customer).toMatchObject({ login2faMode: 'no' });

    // Bob cannot confirm Alice's request by naming its id.
    const bob = await signIn(testApp.app, 'bob@example.com');
    const foreign = await postAs(securityPaths.twoStepConfirm(reqId), bob.accessToken, { code: await totp(secret) });
    expect(foreign.body.responseCode).toBe('VF');

    const ok = await postAs(securityPaths.twoStepConfirm(reqId), accessToken, { code: await totp(secret) });
    expect(ok.body).toMatchObject({ responseCode: '00', mode: 'otp' });
    const info = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(info.body.customer).toMatchObject({ login2faMode: 'otp' });
  });

  it('signs in with authFlow otp only with a valid, unused code', async () => {
    // Proves the otp flow: no tokens at login, /token needs the TOTP code, and a code works once.
    // Pin the last accepted step to the current one, as if its code had just been used.
    const currentStep = Math.floor(Date.now() / 1000 / 30);
    await testApp.database.db
      .update(users)
      .set({ totpLastStep: currentStep })
      .where(eq(users.email, 'alice@example.com'));
    const { body, codeVerifier } = await startLogin('alice@example.com');
    expect(body).toMatchObject({ responseCode: '00', authFlow: 'otp' });
    expect(body.accessToken).toBeUndefined();
    const code = String(body.code);

    const missing = await post(testApp.app, '/api/auth/token', { code, codeVerifier });
    expect(missing.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'otp', code: 'required' }] });
    const wrong = await post(testApp.app, '/api/auth/token', { code, codeVerifier, otp: '123456' });
    expect(wrong.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'otp', code: 'invalid_code' }],
    });

    // The code of the step already used is refused: replay protection.
    const replay = await post(testApp.app, '/api/auth/token', {
      code,
      codeVerifier,
      otp: await generate({ secret, epoch: currentStep * 30 }),
    });
    expect(replay.body.responseCode).toBe('VF');
    // The next step's code (within the ±1 step tolerance) is accepted once.
    const next = await totp(secret, 30);
    const ok = await post(testApp.app, '/api/auth/token', { code, codeVerifier, otp: next });
    expect(ok.body).toMatchObject({ responseCode: '00' });
    expect(typeof ok.body.accessToken).toBe('string');
    const again = await post(testApp.app, '/api/auth/token', { code, codeVerifier, otp: next });
    expect(again.body.responseCode).toBe('AU');
  });

  it('burns the sign-in after five wrong codes, and on a wrong PKCE verifier', async () => {
    // Proves at most 5 tries per code, and that a wrong verifier ends the attempt.
    const { body, codeVerifier } = await startLogin('alice@example.com');
    const code = String(body.code);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await post(testApp.app, '/api/auth/token', { code, codeVerifier, otp: '999999' });
      expect(wrong.body.responseCode).toBe('VF');
    }
    const fifth = await post(testApp.app, '/api/auth/token', { code, codeVerifier, otp: '999999' });
    expect(fifth.body.responseCode).toBe('AU');
    const late = await post(testApp.app, '/api/auth/token', { code, codeVerifier, otp: await totp(secret, 30) });
    expect(late.body.responseCode).toBe('AU');

    const second = await startLogin('alice@example.com');
    const otherVerifier = generateCodeVerifier();
    const stolen = await post(testApp.app, '/api/auth/token', {
      code: String(second.body.code),
      codeVerifier: otherVerifier,
      otp: await totp(secret, 30),
    });
    expect(stolen.body.responseCode).toBe('AU');
    const owner = await post(testApp.app, '/api/auth/token', {
      code: String(second.body.code),
      codeVerifier: second.codeVerifier,
      otp: await totp(secret, 30),
    });
    expect(owner.body.responseCode).toBe('AU');
  });

  it('turns two-step off with the password', async () => {
    // Proves mode 'no' applies at once and the next sign-in is simple again.
    const direct = await startLogin('alice@example.com');
    await testApp.database.db.update(users).set({ totpLastStep: 0 }).where(eq(users.email, 'alice@example.com'));
    const signed = await post(testApp.app, '/api/auth/token', {
      code: String(direct.body.code),
      codeVerifier: direct.codeVerifier,
      otp: await totp(secret),
    });
    const accessToken = String(signed.body.accessToken);
    const off = await postAs(securityPaths.twoStep, accessToken, { mode: 'no', password: demoPassword });
    expect(off.body).toMatchObject({ responseCode: '00', mode: 'no' });
    const { body } = await startLogin('alice@example.com');
    expect(body.authFlow).toBe('simple');
  });
});

describe('two-step sign-in by SMS (spec 000 §4 sms)', () => {
  it('enrols a phone number with a code, then signs in with the SMS code, its identifier shown', async () => {
    // Proves the sms flow end to end: masked number, two-digit identifier matching the SMS, code once.
    const { accessToken } = await signIn(testApp.app, 'bob@example.com');
    const badPhone = await postAs(securityPaths.twoStep, accessToken, {
      mode: 'sms',
      password: demoPassword,
      phoneNumber: '12345',
    });
    expect(badPhone.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'phoneNumber', code: 'invalid_phone' }],
    });
    const request = await postAs(securityPaths.twoStep, accessToken, {
      mode: 'sms',
      password: demoPassword,
      phoneNumber: '+44 7700 900123',
    });
    expect(request.body).toMatchObject({ responseCode: '00', mode: 'sms', phoneNumber: '+44 ••• ••• 0123' });
    const enrolSms = await lastSms('+447700900123');
    expect(enrolSms).toContain(`(ID ${String(request.body.smsIdentifier)})`);
    const enrolCode = /\b(\d{6})\b/.exec(enrolSms)?.[1];
    const confirmed = await postAs(securityPaths.twoStepConfirm(String(request.body.reqId)), accessToken, {
      code: enrolCode,
    });
    expect(confirmed.body).toMatchObject({ responseCode: '00', mode: 'sms' });

    const { body, codeVerifier } = await startLogin('bob@example.com');
    expect(body).toMatchObject({ authFlow: 'sms', phoneNumber: '+44 ••• ••• 0123' });
    expect(String(body.smsIdentifier)).toMatch(/^\d{2}$/);
    const sms = await lastSms('+447700900123');
    expect(sms).toContain(`(ID ${String(body.smsIdentifier)})`);
    const smsCode = /\b(\d{6})\b/.exec(sms)?.[1];
    const wrong = await post(testApp.app, '/api/auth/token', { code: String(body.code), codeVerifier, otp: '000001' });
    expect(wrong.body.responseCode).toBe('VF');
    const ok = await post(testApp.app, '/api/auth/token', { code: String(body.code), codeVerifier, otp: smsCode });
    expect(ok.body.responseCode).toBe('00');
  });

  it('writes the sign-in SMS in the language the request asks for', async () => {
    // Proves the SMS template is rendered in the web's language (Accept-Language: ua), code and identifier filled in.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'ua' },
      payload: {
        client: 'spa',
        username: 'bob@example.com',
        password: demoPassword,
        codeChallenge: await codeChallengeS256(generateCodeVerifier()),
      },
    });
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ responseCode: '00', authFlow: 'sms' });
    const sms = await lastSms('+447700900123');
    expect(sms).toMatch(/^Код для входу: \d{6} \(ID \d{2}\)\./);
    expect(sms).toContain(`(ID ${String(body.smsIdentifier)})`);
  });

  it('refuses an SMS sign-in code after it expires', async () => {
    // Proves SMS codes expire (≤ 10 minutes).
    const { body, codeVerifier } = await startLogin('bob@example.com');
    const smsCode = /\b(\d{6})\b/.exec(await lastSms('+447700900123'))?.[1];
    await testApp.database.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await post(testApp.app, '/api/auth/token', { code: String(body.code), codeVerifier, otp: smsCode });
    expect(late.body.responseCode).toBe('AU');
    await testApp.database.db.update(customers).set({ login2faMode: 'no' });
  });
});

describe('login history and the SMS outbox (spec 001 §7)', () => {
  it("lists the caller's own attempts with results, and the SMS outbox only to admins", async () => {
    // Proves login history shows successes and failures of the caller only, 20 a page.
    await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: 'bob@example.com',
      password: 'wrong-password',
      codeChallenge: await codeChallengeS256(generateCodeVerifier()),
    });
    const { accessToken } = await signIn(testApp.app, 'bob@example.com');
    const history = await callMethod(testApp.app, 'loginHistory', {}, accessToken);
    expect(history.body.responseCode).toBe('00');
    const events = history.body.events as { result: string; ip: string }[];
    expect(events[0]).toMatchObject({ result: 'success' });
    expect(events.some((event) => event.result === 'wrongPassword')).toBe(true);
    expect(events.length).toBeLessThanOrEqual(20);
    const bobUserId = (await testApp.database.db.select().from(users).where(eq(users.email, 'bob@example.com')))[0]?.id;
    expect(history.body.total).toBeGreaterThan(0);
    expect(bobUserId).toBeDefined();

    const denied = await callMethod(testApp.app, 'smsOutboxList', {}, accessToken);
    expect(denied.body.responseCode).not.toBe('00');
    const admin = await signIn(testApp.app, 'admin@example.com');
    const sms = await callMethod(testApp.app, 'smsOutboxList', {}, admin.accessToken);
    expect(sms.body).toMatchObject({ responseCode: '00' });
    expect((sms.body.messages as unknown[]).length).toBeGreaterThan(0);
  });
});
