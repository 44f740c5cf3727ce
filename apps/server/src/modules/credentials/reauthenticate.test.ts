import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, post, signIn, type TestApp } from '../../../test/test-app.ts';
import { loginEvents } from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';
import { accountFailureCap } from './throttle.ts';
import { maxReauthFailuresInRow } from './reauthenticate.ts';

// Password checks behind a session (re-authentication, decision 0137; finding N-M2): every wrong
// password counts against the account's sign-in limit, five in a row end every session of the user.

let testApp: TestApp;
beforeAll(async () => {
  // Through a trusted proxy (the inject client, 127.0.0.1), so a stolen token can be used from elsewhere.
  testApp = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
});
afterAll(async () => testApp.close());

/** An address none of the demo users ever signed in from: the thief's. */
const thiefAddress = '203.0.113.66';

/** A main-API call with `token` from `ip` (through the trusted proxy); the HTTP status and the reply. */
async function callFrom(ip: string, method: string, body: Record<string, unknown>, token: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    payload: { method, ...body },
  });
  const reply = response.json<{ responseCode: string; validationErrors: { field: string; code: string }[] }>();
  return { status: response.statusCode, ...reply, fieldCode: reply.validationErrors[0]?.code };
}

async function loginFrom(ip: string, username: string, password = demoPassword) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { client: 'spa', username, password, codeChallenge: await codeChallengeS256(generateCodeVerifier()) },
  });
  return response.json<{ responseCode: string; botChallenge?: unknown }>();
}

/** The user's login events with `result`. */
async function eventsOf(email: string, result: 'reauthWrongPassword' | 'reauthSuccess') {
  return testApp.database.db
    .select()
    .from(loginEvents)
    .where(and(eq(loginEvents.email, email), eq(loginEvents.result, result)));
}

describe('re-authentication behind a session (decision 0137)', () => {
  it('answers 100 parallel guesses with at most five password checks, ends the session and never finds the password', async () => {
    // Proves the finding's attack fails: the right password (the 11th guess) is never accepted, the
    // stolen access and refresh tokens stop working, and the owner still signs in normally.
    const stolen = await signIn(testApp.app, 'gabriela@example.com');
    const guesses = Array.from({ length: 100 }, (_, index) => (index === 10 ? demoPassword : `guess-${index}`));
    const answers: { status: number; responseCode: string; fieldCode: string | undefined }[] = [];
    for (let start = 0; start < guesses.length; start += 8) {
      answers.push(
        ...(await Promise.all(
          guesses
            .slice(start, start + 8)
            .map((password) =>
              callFrom(
                thiefAddress,
                'usernameChange',
                { username: 'gabriela@example.com', password },
                stolen.accessToken,
              ),
            ),
        )),
      );
    }
    expect(answers.filter((answer) => answer.responseCode === '00')).toEqual([]);
    const wrong = answers.filter((answer) => answer.fieldCode === 'wrong_password').length;
    const signedOut = answers.filter((answer) => answer.fieldCode === 'signed_out_wrong_passwords').length;
    const unauthenticated = answers.filter((answer) => answer.status === 401 && answer.responseCode === 'AU').length;
    expect(wrong).toBeLessThan(maxReauthFailuresInRow);
    expect(signedOut).toBeGreaterThanOrEqual(1);
    expect(wrong + signedOut + unauthenticated).toBe(100);
    expect(unauthenticated).toBeGreaterThan(80);
    // At most five passwords were checked at all.
    expect((await eventsOf('gabriela@example.com', 'reauthWrongPassword')).length).toBeLessThanOrEqual(
      maxReauthFailuresInRow,
    );
    expect(await eventsOf('gabriela@example.com', 'reauthSuccess')).toEqual([]);
    expect((await callMethod(testApp.app, 'customerInfo', {}, stolen.accessToken)).status).toBe(401);
    const refreshed = await post(testApp.app, '/api/auth/refresh', { refreshToken: stolen.refreshToken });
    expect(refreshed.body.accessToken).toBeUndefined();
    // The owner knows the password and signs in again at once (five failures are under the limit).
    expect((await loginFrom('198.51.100.7', 'gabriela@example.com')).responseCode).toBe('00');
  });

  it('counts a wrong password of every password-checked change, and ends the session at the fifth in a row', async () => {
    // Proves usernameChange, emailSetPrimary, setTransactionApproveMode, newDeviceApprovalSet,
    // changePassword and the two-step change all go through the counted check.
    const first = await signIn(testApp.app, 'henry@example.com');
    const added = await callMethod(testApp.app, 'emailAdd', { email: 'henry.other@example.com' }, first.accessToken);
    const { emailId } = added.body.email as { emailId: number };
    const password = 'not-henrys-password';
    const calls: [string, Record<string, unknown>][] = [
      ['usernameChange', { username: 'henry@example.com', password }],
      ['emailSetPrimary', { emailId, password }],
      ['setTransactionApproveMode', { transactionApproveMode: 1, password }],
      ['newDeviceApprovalSet', { enable: true, password }],
      [
        'changePassword',
        { password, passwordNew: 'granite-Orchard-velvet-63', passwordNewRepeat: 'granite-Orchard-velvet-63' },
      ],
    ];
    const codes: (string | undefined)[] = [];
    for (const [method, body] of calls)
      codes.push((await callFrom(thiefAddress, method, body, first.accessToken)).fieldCode);
    expect(codes).toEqual([...Array<string>(4).fill('wrong_password'), 'signed_out_wrong_passwords']);
    expect((await callMethod(testApp.app, 'customerInfo', {}, first.accessToken)).status).toBe(401);

    // A new sign-in starts a new run; the two-step change (a literal route) counts too.
    const second = await signIn(testApp.app, 'henry@example.com');
    const twoStep = async (guess: string) =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/customer/two-step-verification',
          headers: { authorization: `Bearer ${second.accessToken}` },
          payload: { mode: 'no', password: guess },
        })
      ).json<{ responseCode: string; validationErrors: { code: string }[] }>();
    expect((await twoStep(password)).validationErrors[0]?.code).toBe('wrong_password');
    expect((await twoStep(demoPassword)).responseCode).toBe('00');
    expect(await eventsOf('henry@example.com', 'reauthWrongPassword')).toHaveLength(6);
    // Login history shows the wrong ones as wrong passwords, and no right re-authentication.
    const history = await callMethod(testApp.app, 'loginHistory', {}, second.accessToken);
    const results = (history.body.events as { result: string }[]).map((event) => event.result);
    expect(results.filter((result) => result === 'wrongPassword')).toHaveLength(6);
  });

  it("counts wrong passwords against the account's sign-in limit: past it re-authentication and sign-in are refused", async () => {
    // Proves a right password after wrong ones works while the limit is not reached, that the wrong
    // ones are the sign-in throttle's failures (20 in 15 minutes), and that past them the right
    // password is refused ('RL') without being checked.
    const stolen = await signIn(testApp.app, 'alice@example.com');
    const change = (password: string) =>
      callFrom(thiefAddress, 'newDeviceApprovalSet', { enable: false, password }, stolen.accessToken);
    // Four wrong ones and a right one, five times over: never five in a row, 20 in all.
    const rounds = accountFailureCap / (maxReauthFailuresInRow - 1);
    for (let round = 0; round < rounds; round += 1) {
      for (let index = 0; index < maxReauthFailuresInRow - 1; index += 1)
        expect((await change(`guess-${round}-${index}`)).fieldCode).toBe('wrong_password');
      if (round < rounds - 1) expect((await change(demoPassword)).responseCode).toBe('00');
    }
    const refused = await change(demoPassword);
    expect(refused).toMatchObject({ status: 429, responseCode: 'RL' });
    expect(await eventsOf('alice@example.com', 'reauthWrongPassword')).toHaveLength(accountFailureCap);
    // The sign-in page from an unfamiliar address now asks for the proof of work, as after 20 wrong sign-ins.
    const signInElsewhere = await loginFrom('192.0.2.44', 'alice@example.com');
    expect(signInElsewhere.responseCode).toBe('RL');
    expect(signInElsewhere.botChallenge).toBeDefined();
  });
});
