import { lookupRateLimit } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';

// The payee check (spec 001 §3) answers its four flags only, and counts per customer (decision 0137).

let testApp: TestApp;
beforeAll(async () => {
  // Limits as in production (other suites scale them up).
  testApp = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
});
afterAll(async () => testApp.close());

describe('checkEmail (decision 0137)', () => {
  it("answers exist, exists, isEmployee and outBlacklist, never the holder's name", async () => {
    // Proves an e-mail is not enough to learn a customer's full name.
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const { body } = await callMethod(testApp.app, 'checkEmail', { email: 'bob@example.com' }, accessToken);
    const { responseCode, responseDescription, validationErrors, ...fields } = body;
    expect({ responseCode, responseDescription, validationErrors }).toMatchObject({ responseCode: '00' });
    expect(fields).toEqual({ exist: true, exists: true, isEmployee: false, outBlacklist: false });
  });

  it('refuses a customer past the lookup limit with 429 RL, and only that customer', async () => {
    // Proves walking a list of e-mails is stopped: 60 checks in 10 minutes, then 'RL' with Retry-After.
    const walker = (await signIn(testApp.app, 'gabriela@example.com')).accessToken;
    const answers: number[] = [];
    for (let index = 0; index < lookupRateLimit.max; index += 1)
      answers.push(
        (await callMethod(testApp.app, 'checkEmail', { email: `someone${index}@example.com` }, walker)).status,
      );
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=checkEmail',
      headers: { authorization: `Bearer ${walker}` },
      payload: { method: 'checkEmail', email: 'bob@example.com' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ responseCode: string }>().responseCode).toBe('RL');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is counted on their own.
    const other = (await signIn(testApp.app, 'bob@example.com')).accessToken;
    expect((await callMethod(testApp.app, 'checkEmail', { email: 'alice@example.com' }, other)).body.responseCode).toBe(
      '00',
    );
  });
});
