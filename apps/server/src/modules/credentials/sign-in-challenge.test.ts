import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, type Reply, type TestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../seed/index.ts';
import {
  accountFailureCap,
  accountFailuresPerDoubling,
  addressFailuresPerDoubling,
  challengeDifficulty,
  ipFailureCap,
  maxChallengeDifficulty,
} from './throttle.ts';

const baseDifficulty = 2000;
let testApp: TestApp;
beforeAll(async () => {
  // A trusted proxy (the inject client's 127.0.0.1) reports the client address in X-Forwarded-For,
  // so the test speaks from many addresses; a small base work keeps the solving quick.
  testApp = await createTestApp({
    env: { TRUSTED_PROXIES: '127.0.0.1', BOT_CHALLENGE_DIFFICULTY: String(baseDifficulty) },
  });
});
afterAll(async () => testApp.close());

async function loginFrom(ip: string, username: string, password: string, botProof?: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: {
      client: 'spa',
      username,
      password,
      codeChallenge: await codeChallengeS256(generateCodeVerifier()),
      ...(botProof ? { botProof } : {}),
    },
  });
  return { status: response.statusCode, body: response.json<Reply>() };
}

/** Solves a challenge like the browser does and returns the login's `botProof`. */
async function solve(challenge: unknown): Promise<string> {
  const typed = challenge as Challenge;
  const solution = await solveChallenge({ challenge: typed, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge: typed, solution })).toString('base64');
}

/** Wrong passwords against `username`, one from each of `count` addresses. */
async function guessFromManyAddresses(username: string, count: number, network: string) {
  const codes: Record<string, number> = {};
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
        loginFrom(`${network}.${start + offset + 1}`, username, `wrong-${start + offset}`),
      ),
    );
    for (const { body } of batch) codes[body.responseCode] = (codes[body.responseCode] ?? 0) + 1;
  }
  return codes;
}

describe('a proof-of-work challenge instead of a lock-out (decision 0015)', () => {
  it('the work doubles with the failures beyond the caps, up to a ceiling', () => {
    // Proves the schedule: base work at the caps, doubling per 10 account or 5 address failures.
    const at = (accountFailures: number, addressFailures: number) =>
      challengeDifficulty({ accountFailures, addressFailures }, 50_000);
    expect(at(accountFailureCap, 0)).toBe(50_000);
    expect(at(accountFailureCap + accountFailuresPerDoubling, 0)).toBe(100_000);
    expect(at(0, ipFailureCap + 2 * addressFailuresPerDoubling)).toBe(200_000);
    expect(at(10_000, 0)).toBe(maxChallengeDifficulty);
  });

  it('during an attack from many addresses the customer signs in from a new address by solving the challenge', async () => {
    // Proves the real customer is no longer locked out: 60 wrong guesses against alice from 60
    // addresses; alice from a fresh address is asked for work, solves it, and signs in.
    const attack = await guessFromManyAddresses('alice@example.com', 60, '10.20.30');
    expect(attack.AU).toBe(accountFailureCap);
    expect(attack.RL).toBe(60 - accountFailureCap);

    const fresh = '192.0.2.200';
    const asked = await loginFrom(fresh, 'alice@example.com', demoPassword);
    expect(asked.status).toBe(429);
    expect(asked.body.responseCode).toBe('RL');
    // The right password gets the same answer as a wrong one: the challenge comes before the check.
    expect(asked.body.botChallenge).toBeTypeOf('object');
    const proof = await solve(asked.body.botChallenge);
    const signedIn = await loginFrom(fresh, 'alice@example.com', demoPassword, proof);
    expect(signedIn.body).toMatchObject({ responseCode: '00', authFlow: 'simple' });

    // A solution works once: replayed, it only brings a new challenge.
    const replayed = await loginFrom('192.0.2.201', 'alice@example.com', demoPassword, proof);
    expect(replayed.status).toBe(429);
    expect(replayed.body.botChallenge).toBeTypeOf('object');
  }, 60_000);

  it('a solved registration challenge, or one issued for another e-mail, does not pay for a sign-in', async () => {
    // Proves challenges are bound to their purpose and e-mail, so cheap work cannot be reused.
    await guessFromManyAddresses('bob@example.com', accountFailureCap, '10.21.30');
    const registration = await callMethod(testApp.app, 'botChallenge', {});
    const forBob = await loginFrom(
      '192.0.2.210',
      'bob@example.com',
      demoPassword,
      await solve(registration.body.challenge),
    );
    expect(forBob.body.responseCode).toBe('RL');

    await guessFromManyAddresses('carol@example.com', accountFailureCap, '10.22.30');
    const carolChallenge = (await loginFrom('192.0.2.211', 'carol@example.com', 'x')).body.botChallenge;
    const carolProof = await solve(carolChallenge);
    expect((await loginFrom('192.0.2.211', 'bob@example.com', demoPassword, carolProof)).body.responseCode).toBe('RL');

    // Bob's own challenge, solved, lets the right password in.
    const bobChallenge = forBob.body.botChallenge;
    const paid = await loginFrom('192.0.2.210', 'bob@example.com', demoPassword, await solve(bobChallenge));
    expect(paid.body.responseCode).toBe('00');
  }, 60_000);

  it('guesses paid with work raise the work for the next one', async () => {
    // Proves an attacker who solves challenges pays more and more: each paid wrong guess is a
    // failure, and every 10 of them double the work asked on the account.
    await guessFromManyAddresses('dave@example.com', accountFailureCap, '10.23.30');
    for (let index = 0; index < accountFailuresPerDoubling; index += 1) {
      const ip = `10.23.31.${index + 1}`;
      const challenge = (await loginFrom(ip, 'dave@example.com', 'x')).body.botChallenge as Challenge;
      expect(Number(challenge.parameters.data?.difficulty)).toBe(baseDifficulty);
      const paid = await loginFrom(ip, 'dave@example.com', `wrong-paid-${index}`, await solve(challenge));
      expect(paid.body.responseCode).toBe('AU');
    }
    const next = (await loginFrom('10.23.32.1', 'dave@example.com', 'x')).body.botChallenge as Challenge;
    expect(Number(next.parameters.data?.difficulty)).toBe(2 * baseDifficulty);
  }, 120_000);
});
