import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, post, signIn, type TestApp } from '../../../test/test-app.ts';
import { outboxMessages, users } from '../../db/schema/index.ts';
import { findUserByEmail, issueUserCode } from '../credentials/index.ts';
import { updateUser } from '../identity/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { BOT_CHALLENGE_DIFFICULTY: '200' } });
});
afterAll(async () => testApp.close());

const strongPassword = 'violet-harbour-Quartz-27';

/** Solves a fresh bot challenge like the browser does and returns the proof. */
async function botProof(): Promise<string> {
  const { body } = await callMethod(testApp.app, 'botChallenge', {});
  const challenge = body.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function register(overrides: Record<string, unknown> = {}) {
  return callMethod(testApp.app, 'registerPersonal', {
    email: 'cleo@example.com',
    password: strongPassword,
    firstName: 'Carol',
    lastName: 'Nguyen',
    countryCode: 'gb',
    registrationType: 'freelancers',
    acceptedTerms: [1, 2],
    botProof: await botProof(),
    ...overrides,
  });
}

async function lastMail(to: string) {
  const rows = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!newest) throw new Error(`no mail to ${to}`);
  return newest;
}

async function login(username: string, password: string) {
  const { codeChallengeS256, generateCodeVerifier } = await import('@tessera/contract');
  return post(testApp.app, '/api/auth/login', {
    client: 'spa',
    username,
    password,
    codeChallenge: await codeChallengeS256(generateCodeVerifier()),
  });
}

describe('personal registration and activation (spec 000 §2, spec 002 §4)', () => {
  it("answers a brand without self-registration with the catalogue's 'no access', creating nothing", async () => {
    // Proves a closed brand (meridian) refuses registerPersonal with 'ENOA' (spec 000 §8), not 'IM'.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=registerPersonal',
      headers: { host: 'meridian.localhost:8080' },
      payload: {
        method: 'registerPersonal',
        email: 'closed@example.com',
        password: strongPassword,
        firstName: 'Cleo',
        lastName: 'Closed',
        countryCode: 'gb',
        registrationType: 'freelancers',
        acceptedTerms: [1, 2],
        botProof: await botProof(),
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ responseCode: 'ENOA' });
    const status = await callMethod(testApp.app, 'checkEmailExists', { email: 'closed@example.com' });
    expect(status.body.status).toBe(0);
  });

  it('refuses weak passwords, missing terms, a forged bot proof, and a taken e-mail; nothing is created', async () => {
    // Proves each guard answers 'VF' on its field and no customer appears.
    const brand = await callMethod(testApp.app, 'brandConfig', {});
    expect((brand.body.brand as { terms: { id: number }[] }).terms.map((term) => term.id)).toEqual([1, 2]);
    expect((await register({ password: 'password123' })).body).toMatchObject({
      validationErrors: [{ field: 'password', code: 'password_too_weak' }],
    });
    expect((await register({ acceptedTerms: [1] })).body).toMatchObject({
      validationErrors: [{ field: 'acceptedTerms', code: 'terms_required' }],
    });
    expect((await register({ botProof: Buffer.from('{"challenge":{}}').toString('base64') })).body).toMatchObject({
      validationErrors: [{ field: 'botProof', code: 'bot_check_failed' }],
    });
    expect((await register({ email: 'alice@example.com' })).body).toMatchObject({
      validationErrors: [{ field: 'email', code: 'email_taken' }],
    });
    const status = await callMethod(testApp.app, 'checkEmailExists', { email: 'cleo@example.com' });
    expect(status.body.status).toBe(0);
  });

  it('registers, refuses sign-in until activated, activates by the e-mailed link and signs in', async () => {
    // Proves the whole personal onboarding: e-mail status 1 while awaiting activation, the link, tokens.
    const proof = await botProof();
    const created = await register({ botProof: proof });
    expect(created.body).toMatchObject({ responseCode: '00', activationSent: true });
    // The same solved challenge cannot register twice.
    expect((await register({ email: 'dora@example.com', botProof: proof })).body).toMatchObject({
      validationErrors: [{ code: 'bot_check_failed' }],
    });
    // Registered and awaiting activation: the e-mail exists (spec 002 §3 status 1).
    expect((await callMethod(testApp.app, 'checkEmailExists', { email: 'cleo@example.com' })).body.status).toBe(1);
    const early = await login('cleo@example.com', strongPassword);
    expect(early.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'username', code: 'not_activated' }],
    });

    const mail = await lastMail('cleo@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(link.pathname).toBe('/activate');
    expect(link.searchParams.get('action')).toBe('activation');
    const wrong = await post(testApp.app, '/api/auth/activation', {
      username: 'cleo@example.com',
      activationCode: 'x'.repeat(32),
    });
    expect(wrong.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'invalid_link' }] });
    const activated = await post(testApp.app, '/api/auth/activation', {
      username: link.searchParams.get('user'),
      activationCode: link.searchParams.get('code'),
    });
    expect(activated.body).toMatchObject({ responseCode: '00' });
    // The terms checked on the form were recorded as accepted: customer info answers, not 'TE'.
    const info = await callMethod(testApp.app, 'customerInfo', {}, String(activated.body.accessToken));
    expect(info.body.customer).toMatchObject({
      login: 'cleo@example.com',
      firstName: 'Carol',
      customerType: 'personal',
    });
    const accounts = await callMethod(testApp.app, 'accountList', {}, String(activated.body.accessToken));
    expect(accounts.body.accounts).toMatchObject([{ currencyCode: 'USD', balance: '0.00' }]);
    // The link works once.
    const reuse = await post(testApp.app, '/api/auth/activation', {
      username: link.searchParams.get('user'),
      activationCode: link.searchParams.get('code'),
    });
    expect(reuse.body.responseCode).toBe('VF');
    expect((await callMethod(testApp.app, 'checkEmailExists', { email: 'cleo@example.com' })).body.status).toBe(1);
    expect((await login('cleo@example.com', strongPassword)).body.responseCode).toBe('00');
  });

  it('answers status 1 for a registration awaiting activation and 0 once it lapsed, which a new one replaces', async () => {
    // Proves spec 002 §3's codes and §5's rule (0 or 3 accepted) on the server; no employee (3) exists before the business issue.
    const proof = await botProof();
    expect((await register({ email: 'lena@example.com', botProof: proof })).body.responseCode).toBe('00');
    expect((await callMethod(testApp.app, 'checkEmailExists', { email: 'lena@example.com' })).body.status).toBe(1);
    expect((await register({ email: 'lena@example.com' })).body).toMatchObject({
      validationErrors: [{ field: 'email', code: 'email_taken' }],
    });
    // Eight days later the link has lapsed: the e-mail counts as none and may register again.
    await testApp.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(users.email, 'lena@example.com'));
    expect((await callMethod(testApp.app, 'checkEmailExists', { email: 'lena@example.com' })).body.status).toBe(0);
    expect((await register({ email: 'lena@example.com' })).body.responseCode).toBe('00');
    // An active customer's e-mail, in any letter case, exists.
    expect((await callMethod(testApp.app, 'checkEmailExists', { email: 'Alice@Example.com' })).body.status).toBe(1);
  });

  it("takes the spec's fields: activation {username, activationCode}, business activation {email, activationCode}", async () => {
    // Proves spec 002 §7's activation forms on the wire: a business signs in by e-mail form; one of the two names is required.
    const neither = await post(testApp.app, '/api/auth/activation', { activationCode: 'x'.repeat(32) });
    expect(neither).toMatchObject({
      status: 400,
      body: { responseCode: 'VF', validationErrors: [{ field: 'username', code: 'required' }] },
    });
    const both = await post(testApp.app, '/api/auth/activation', {
      username: 'acme@example.com',
      email: 'acme@example.com',
      activationCode: 'x'.repeat(32),
    });
    expect(both.body).toMatchObject({ validationErrors: [{ field: 'email', code: 'unrecognized_keys' }] });
    // The business of the demo, as if it had just registered: not activated, with a fresh link code.
    const acme = await findUserByEmail(testApp.database.db, 'acme@example.com');
    if (!acme) throw new Error('no acme');
    await updateUser(testApp.database.db, acme.id, { activatedAt: null });
    const activationCode = await issueUserCode(testApp.database.db, acme.id, 'activation');
    const wrong = await post(testApp.app, '/api/auth/activation', {
      email: 'acme@example.com',
      activationCode: 'y'.repeat(32),
    });
    expect(wrong.body).toMatchObject({ validationErrors: [{ field: 'activationCode', code: 'invalid_link' }] });
    // The business form activates a business only: a personal customer's link answers as a bad link.
    const alice = await findUserByEmail(testApp.database.db, 'alice@example.com');
    if (!alice) throw new Error('no alice');
    await updateUser(testApp.database.db, alice.id, { activatedAt: null });
    const aliceCode = await issueUserCode(testApp.database.db, alice.id, 'activation');
    const personalAsBusiness = await post(testApp.app, '/api/auth/activation', {
      email: 'alice@example.com',
      activationCode: aliceCode,
    });
    expect(personalAsBusiness.body).toMatchObject({
      validationErrors: [{ field: 'activationCode', code: 'invalid_link' }],
    });
    expect(
      (await post(testApp.app, '/api/auth/activation', { username: 'alice@example.com', activationCode: aliceCode }))
        .body.responseCode,
    ).toBe('00');
    const activated = await post(testApp.app, '/api/auth/activation', { email: 'acme@example.com', activationCode });
    expect(activated.body).toMatchObject({ responseCode: '00', accessToken: expect.any(String) });
    const info = await callMethod(testApp.app, 'customerInfo', {}, String(activated.body.accessToken));
    expect(info.body.customer).toMatchObject({ login: 'acme@example.com', customerType: 'business' });
  });
});

describe('messages in the customer language (decision 0021)', () => {
  it('writes the activation e-mail in Spanish when the registration asks in Spanish, else in English', async () => {
    // Proves the activation template follows the request's Accept-Language, and a language the product lacks gives the brand's first.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=registerPersonal',
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
      payload: {
        method: 'registerPersonal',
        email: 'elena@example.com',
        password: strongPassword,
        firstName: 'Elena',
        lastName: 'Ruiz',
        countryCode: 'es',
        registrationType: 'freelancers',
        acceptedTerms: [1, 2],
        botProof: await botProof(),
      },
    });
    expect(response.json()).toMatchObject({ responseCode: '00', activationSent: true });
    const spanish = await lastMail('elena@example.com');
    expect(spanish.subject).toMatch(/^Activa tu cuenta de /);
    expect(spanish.text).toContain('Abre este enlace para activar tu cuenta');
    expect(new URL(/https?:\/\/\S+/.exec(spanish.text)?.[0] ?? '').pathname).toBe('/activate');

    const resent = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=activationResend',
      headers: { 'accept-language': 'de-DE' },
      payload: { method: 'activationResend', email: 'elena@example.com' },
    });
    expect(resent.json()).toMatchObject({ responseCode: '00' });
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'elena@example.com'));
    expect(mails).toHaveLength(2);
    const english = mails.find((mail) => mail.subject.startsWith('Activate your '));
    expect(english?.text).toContain('Open this link to activate your account');
  });
});

describe('account recovery (spec 002 §7 password change by e-mail code)', () => {
  it('resets the password with the e-mailed code, ends every session, and reveals nothing about unknown e-mails', async () => {
    // Proves request → check → complete, five tries, session revocation, and no enumeration.
    const session = await signIn(testApp.app, 'bob@example.com');
    expect((await callMethod(testApp.app, 'passwordResetRequest', { email: 'nobody@example.com' })).body).toMatchObject(
      { responseCode: '00', sent: true },
    );
    expect((await callMethod(testApp.app, 'passwordResetRequest', { email: 'bob@example.com' })).body).toMatchObject({
      responseCode: '00',
      sent: true,
    });
    const code = /\b(\d{6})\b/.exec((await lastMail('bob@example.com')).text)?.[1] ?? '';
    expect(
      (await callMethod(testApp.app, 'passwordResetCheck', { email: 'bob@example.com', code: '000000' })).body
        .emailCodeIsValid,
    ).toBe(false);
    expect(
      (await callMethod(testApp.app, 'passwordResetCheck', { email: 'bob@example.com', code })).body.emailCodeIsValid,
    ).toBe(true);
    const weak = await callMethod(testApp.app, 'passwordResetComplete', {
      email: 'bob@example.com',
      code,
      password: 'bob@example.com1',
    });
    expect(weak.body).toMatchObject({ validationErrors: [{ field: 'password' }] });
    const done = await callMethod(testApp.app, 'passwordResetComplete', {
      email: 'bob@example.com',
      code,
      password: strongPassword,
    });
    expect(done.body).toMatchObject({ responseCode: '00', done: true });
    // Every earlier session ended; the code works once; the new password signs in.
    expect((await callMethod(testApp.app, 'customerInfo', {}, session.accessToken)).status).toBe(401);
    expect(
      (
        await callMethod(testApp.app, 'passwordResetComplete', {
          email: 'bob@example.com',
          code,
          password: strongPassword,
        })
      ).body.responseCode,
    ).toBe('VF');
    expect((await login('bob@example.com', strongPassword)).body.responseCode).toBe('00');
  });
});
