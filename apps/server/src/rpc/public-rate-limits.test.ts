import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { codeChallengeS256, generateCodeVerifier, methods } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Reply, type TestApp } from '../../test/test-app.ts';
import { rateLimitCounters, usedBotChallenges } from '../db/schema/index.ts';
import { deleteExpiredBotChallenges } from '../platform/bot-challenge.ts';
import { deleteExpiredRateLimits } from '../platform/rate-limits.ts';
import { publicMethodLimits } from './public-rate-limits.ts';

let testApp: TestApp;
beforeAll(async () => {
  // Real limits (scale 1), and a trusted proxy (the inject client's 127.0.0.1) so the test can
  // speak from several client addresses through X-Forwarded-For.
  testApp = await createTestApp({
    env: {
      RATE_LIMIT_SCALE: '1',
      LOGIN_RATE_LIMIT_PER_MINUTE: '20',
      TRUSTED_PROXIES: '127.0.0.1',
      BOT_CHALLENGE_DIFFICULTY: '200',
    },
  });
});
afterAll(async () => testApp.close());

async function callFrom(ip: string, method: string, body: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: { 'x-forwarded-for': ip },
    payload: { method, ...body },
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json<Reply>() };
}

describe('per-address limits of public calls (decision 0015)', () => {
  it('every public method has its own limit line', () => {
    // Proves no public method falls back to the default limit unnoticed: each is sized for a person.
    const publicNames = Object.values(methods)
      .filter((declaration) => declaration.callers === 'public')
      .map((declaration) => declaration.name);
    expect(publicNames.filter((name) => !(name in publicMethodLimits))).toEqual([]);
  });

  it('400 checkEmailExists calls from one address are mostly 429 RL revealing nothing; other addresses and a registration still work', async () => {
    // Proves address-by-address enumeration is stopped: after the limit the answers carry no
    // status, only 'RL' with Retry-After, while another address and a person registering are served.
    const attacker = '203.0.113.50';
    const answers = [];
    for (let index = 0; index < 400; index += 20) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, offset) =>
            callFrom(attacker, 'checkEmailExists', { email: `probe${index + offset}@example.com` }),
          ),
        )),
      );
    }
    const limited = answers.filter((answer) => answer.status === 429);
    const limit = publicMethodLimits.checkEmailExists?.max ?? 0;
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    expect(limited).toHaveLength(400 - limit);
    for (const answer of limited) {
      expect(answer.body.responseCode).toBe('RL');
      expect(answer.body).not.toHaveProperty('status');
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(600);
    }
    // A registered address answers like any other once limited: nothing to tell them apart.
    const known = await callFrom(attacker, 'checkEmailExists', { email: 'alice@example.com' });
    expect(known.status).toBe(429);
    expect(known.body).not.toHaveProperty('status');

    // Someone else, at another address, typing an e-mail on the registration form.
    const person = '198.51.100.23';
    for (const typed of ['dana@example.co', 'dana@example.com', 'dana.r@example.com'])
      expect((await callFrom(person, 'checkEmailExists', { email: typed })).body).toMatchObject({
        responseCode: '00',
        status: 0,
      });
    const challenge = (await callFrom(person, 'botChallenge')).body.challenge as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const registered = await callFrom(person, 'registerPersonal', {
      email: 'dana.r@example.com',
      password: 'violet-harbour-Quartz-27',
      firstName: 'Dana',
      lastName: 'Reyes',
      countryCode: 'gb',
      registrationType: 'freelancers',
      acceptedTerms: [1, 2],
      botProof: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    });
    expect(registered.body).toMatchObject({ responseCode: '00', activationSent: true });
  });

  it('the token service counts in the database too: the 21st login from one address in a minute is 429 RL with Retry-After', async () => {
    // Proves the @fastify/rate-limit routes use the shared database store (a row per route and
    // address) and answer like the main API.
    const codeChallenge = await codeChallengeS256(generateCodeVerifier());
    const statuses: { status: number; code: string; retryAfter: unknown }[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '192.0.2.77' },
        payload: { client: 'spa', username: 'nobody@example.com', password: `guess-${index}`, codeChallenge },
      });
      statuses.push({
        status: response.statusCode,
        code: response.json<Reply>().responseCode,
        retryAfter: response.headers['retry-after'],
      });
    }
    expect(statuses.slice(0, 20).every((entry) => entry.code === 'AU')).toBe(true);
    expect(statuses[20]).toMatchObject({ status: 429, code: 'RL' });
    expect(Number(statuses[20]?.retryAfter)).toBeGreaterThan(0);
    const rows = await testApp.database.db.select().from(rateLimitCounters);
    expect(rows.some((row) => row.key === 'route:POST /api/auth/login:192.0.2.77' && row.hits === 21)).toBe(true);
  });

  it('the clean-up job deletes only counters whose window has ended', async () => {
    // Proves expired rows go away while live windows keep counting.
    await testApp.database.db
      .insert(rateLimitCounters)
      .values({ key: 'method:test:192.0.2.1', hits: 3, windowEndsAt: new Date(Date.now() - 1000) });
    const before = (await testApp.database.db.select().from(rateLimitCounters)).length;
    expect(await deleteExpiredRateLimits(testApp.database.db)).toBe(1);
    expect(await testApp.database.db.select().from(rateLimitCounters)).toHaveLength(before - 1);
  });

  it('the clean-up forgets used bot-challenge nonces only once their challenge has expired', async () => {
    // Proves a used, unexpired challenge stays refused (its nonce is kept) while expired ones go.
    await testApp.database.db.insert(usedBotChallenges).values([
      { nonce: 'expired-nonce', expiresAt: new Date(Date.now() - 1000) },
      { nonce: 'live-nonce', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await deleteExpiredBotChallenges(testApp.database.db)).toBe(1);
    const left = await testApp.database.db.select().from(usedBotChallenges);
    expect(left.map((row) => row.nonce)).toContain('live-nonce');
    expect(left.map((row) => row.nonce)).not.toContain('expired-nonce');
  });
});
