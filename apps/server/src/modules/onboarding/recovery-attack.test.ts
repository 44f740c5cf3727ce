import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Reply, type TestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';
import { maxCodesPerHour, maxUnfamiliarRecoveryCodesPerHour } from './onboarding.ts';

let testApp: TestApp;
beforeAll(async () => {
  // A trusted proxy (the inject client's 127.0.0.1) reports the client address in X-Forwarded-For,
  // so the test speaks from the customer's address and from attackers' addresses.
  testApp = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
});
afterAll(async () => testApp.close());

const strongPassword = 'violet-harbour-Quartz-27';

async function callFrom(ip: string, method: string, body: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: { 'x-forwarded-for': ip },
    payload: { method, ...body },
  });
  return response.json<Reply>();
}

async function recoveryMails(to: string) {
  return testApp.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), like(outboxMessages.subject, '%recovery code%')));
}

async function newestCode(to: string): Promise<string> {
  const newest = (await recoveryMails(to)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no recovery code for ${to}`);
  return code;
}

async function signInFrom(ip: string, username: string, password: string) {
  const { codeChallengeS256, generateCodeVerifier } = await import('@tessera/contract');
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { client: 'spa', username, password, codeChallenge: await codeChallengeS256(generateCodeVerifier()) },
  });
  return response.json<Reply>().responseCode;
}

describe('account recovery under attack (decision 0015)', () => {
  it("an attacker's requests and wrong guesses neither exhaust nor invalidate the customer's code", async () => {
    // Proves the recovery-code attack fails: codes are per asking address, so the customer still gets a
    // working code and resets the password while another address requests and guesses.
    const attacker = '203.0.113.66';
    const customer = '198.51.100.40';
    const email = 'bob@example.com';
    const guess = async (ip: string, index: number) =>
      (await callFrom(ip, 'passwordResetCheck', { email, code: String(index).padStart(6, '0') })).emailCodeIsValid;

    // The attacker asks for codes (more than the hourly allowance) and guesses wrongly many times.
    for (let index = 0; index < 6; index += 1) await callFrom(attacker, 'passwordResetRequest', { email });
    for (let index = 0; index < 12; index += 1) expect(await guess(attacker, index)).toBe(false);
    expect(await recoveryMails(email)).toHaveLength(maxCodesPerHour);

    // The customer asks from her own address and gets a code.
    expect(await callFrom(customer, 'passwordResetRequest', { email })).toMatchObject({ responseCode: '00' });
    expect(await recoveryMails(email)).toHaveLength(maxCodesPerHour + 1);
    const code = await newestCode(email);

    // The attack goes on while she reads her e-mail: more requests, more wrong guesses, even her code.
    for (let index = 0; index < 3; index += 1) await callFrom(attacker, 'passwordResetRequest', { email });
    for (let index = 12; index < 24; index += 1) await guess(attacker, index);
    expect(await callFrom(attacker, 'passwordResetCheck', { email, code })).toMatchObject({ emailCodeIsValid: false });

    expect(await callFrom(customer, 'passwordResetCheck', { email, code })).toMatchObject({ emailCodeIsValid: true });
    expect(await callFrom(customer, 'passwordResetComplete', { email, code, password: strongPassword })).toMatchObject({
      responseCode: '00',
      done: true,
    });
    expect(await signInFrom(customer, email, strongPassword)).toBe('00');
  });

  it('many attacking addresses can send only a bounded number of e-mails, and the customer at a familiar address still gets a code', async () => {
    // Proves the total of e-mails from strangers' addresses is capped per hour, and that the cap does
    // not hold back an address the customer signs in from.
    const email = 'alice@example.com';
    const home = '198.51.100.7';
    expect(await signInFrom(home, email, demoPassword)).toBe('00');

    for (let index = 0; index < 30; index += 1) await callFrom(`10.9.${index}.1`, 'passwordResetRequest', { email });
    expect(await recoveryMails(email)).toHaveLength(maxUnfamiliarRecoveryCodesPerHour);

    await callFrom(home, 'passwordResetRequest', { email });
    expect(await recoveryMails(email)).toHaveLength(maxUnfamiliarRecoveryCodesPerHour + 1);
    const code = await newestCode(email);
    expect(await callFrom(home, 'passwordResetCheck', { email, code })).toMatchObject({ emailCodeIsValid: true });
  });
});
