import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../seed/index.ts';
import { accountFailureCap, ipFailureCap, progressiveDelayMs, throttleWindowMs } from './throttle.ts';

let testApp: TestApp;
beforeAll(async () => {
  // The test talks through a trusted proxy (the inject client's 127.0.0.1), which reports the
  // client address in X-Forwarded-For, so it can speak from many addresses.
  testApp = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
});
afterAll(async () => testApp.close());

const challenge = await codeChallengeS256(generateCodeVerifier());

async function loginFrom(ip: string, password: string, username = 'alice@example.com') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { client: 'spa', username, password, codeChallenge: challenge },
  });
  return response.json<{ responseCode: string }>().responseCode;
}

/** Runs `count` wrong-password attempts, `parallel` at a time, from `ipFor(i)`; counts answers by code. */
async function guess(count: number, parallel: number, ipFor: (index: number) => string, username?: string) {
  const codes: Record<string, number> = {};
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, offset) =>
      loginFrom(ipFor(start + offset), `wrong-${start + offset}`, username),
    );
    for (const code of await Promise.all(batch)) codes[code] = (codes[code] ?? 0) + 1;
  }
  return codes;
}

describe('sign-in throttling without lock-out', () => {
  it('slows answers progressively after the free failures, up to a ceiling', () => {
    // Proves the delay schedule: none for the first 5 failures, then doubling, capped at 8 s.
    expect([0, 4].map((failures) => progressiveDelayMs(failures, 250))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((failures) => progressiveDelayMs(failures, 250))).toEqual([250, 500, 1000, 2000]);
    expect(progressiveDelayMs(40, 250)).toBe(8000);
  });

  it('1,000 wrong passwords from one address and from 1,000 addresses check at most the cap; the customer still signs in', async () => {
    // Proves the guesses that reach the password check are bounded per account whatever the number
    // of addresses, and that the real customer's known address is never locked out.
    expect(await loginFrom('198.51.100.7', demoPassword)).toBe('00');

    const oneAddress = await guess(1000, 10, () => '203.0.113.10');
    // Bob's account, attacked from 1,000 different addresses at once.
    const manyAddresses = await guess(
      1000,
      10,
      (index) => `10.${Math.floor(index / 250)}.${index % 250}.1`,
      'bob@example.com',
    );
    const checked = Math.max(oneAddress.AU ?? 0, manyAddresses.AU ?? 0);
    const perHour = Math.ceil((60 * 60_000) / throttleWindowMs) * accountFailureCap;
    // Figures for the closing note (printed, not timed).
    console.info(
      `throttle: one address ${JSON.stringify(oneAddress)}; 1,000 addresses ${JSON.stringify(manyAddresses)}; ` +
        `most password checks per account ${checked}; bound ${accountFailureCap} per ${throttleWindowMs / 60_000} min = ${perHour} per hour`,
    );
    expect(oneAddress.AU ?? 0).toBeLessThanOrEqual(accountFailureCap);
    expect(manyAddresses.AU ?? 0).toBeLessThanOrEqual(accountFailureCap);
    expect((oneAddress.RL ?? 0) + (manyAddresses.RL ?? 0)).toBeGreaterThanOrEqual(2000 - 2 * accountFailureCap);
    expect(ipFailureCap).toBeGreaterThan(accountFailureCap);

    // The customer, from the address she signed in from before, is not locked out.
    expect(await loginFrom('198.51.100.7', demoPassword)).toBe('00');
    // A right password from an attacker's address is refused while the attack lasts (no oracle).
    expect(await loginFrom('203.0.113.10', demoPassword)).toBe('RL');
  }, 300_000);
});
