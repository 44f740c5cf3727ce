import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  // Through a trusted proxy (the inject client, 127.0.0.1), so tests can sign in from other addresses.
  testApp = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
});
afterAll(async () => testApp.close());

async function loginFrom(ip: string, username: string, password = demoPassword) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { client: 'spa', username, password, codeChallenge: await codeChallengeS256(generateCodeVerifier()) },
  });
  return response.json<{ responseCode: string; accessToken?: string }>();
}

/** A main-API call as if from `ip` (through the trusted proxy). */
async function callFrom(ip: string, method: string, body: Record<string, unknown>, token: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    payload: { method, ...body },
  });
  return response.json<Record<string, unknown> & { responseCode: string }>();
}

describe('IP whitelist (spec 001 §7)', () => {
  it('cannot be turned on without the current address; when on, other addresses cannot sign in', async () => {
    // Proves the lock-out guard, ranges, enforcement at sign-in, and that entries are per user.
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const home = '198.51.100.20';
    const refused = await callFrom(home, 'ipWhitelistMode', { enable: true }, accessToken);
    expect(refused).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'current_ip_not_listed' }] });
    const reversed = await callFrom(
      home,
      'ipWhitelistAdd',
      { ip: '198.51.100.30', toIp: '198.51.100.10' },
      accessToken,
    );
    expect(reversed).toMatchObject({ validationErrors: [{ field: 'toIp', code: 'ip_range_invalid' }] });
    const bad = await callFrom(home, 'ipWhitelistAdd', { ip: '999.1.1.1' }, accessToken);
    expect(bad).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'ip' }] });
    const added = await callFrom(
      home,
      'ipWhitelistAdd',
      { ip: '198.51.100.10', toIp: '198.51.100.30', name: 'Home' },
      accessToken,
    );
    expect(added.responseCode).toBe('00');
    // The entry comes back with the spec's names (001 §3 "Whitelisted IP: id, ip, toIp, created").
    const listed = await callFrom(home, 'ipWhitelistList', {}, accessToken);
    expect(listed.entries).toEqual([
      { id: added.id, ip: '198.51.100.10', toIp: '198.51.100.30', name: 'Home', created: expect.any(String) },
    ]);
    expect((await callFrom(home, 'ipWhitelistMode', { enable: true }, accessToken)).enabled).toBe(true);

    expect((await loginFrom('203.0.113.5', 'alice@example.com')).responseCode).toBe('13');
    expect((await loginFrom('198.51.100.25', 'alice@example.com')).responseCode).toBe('00');
    // Bob is not affected, and cannot delete Alice's entry.
    const bob = await loginFrom('203.0.113.5', 'bob@example.com');
    expect(bob.responseCode).toBe('00');
    const foreign = await callFrom('203.0.113.5', 'ipWhitelistDelete', { id: added.id }, String(bob.accessToken));
    expect(foreign).toMatchObject({ validationErrors: [{ code: 'entry_not_found' }] });
    // Deleting the only entry covering the caller is refused while the whitelist is on.
    const lockout = await callFrom(home, 'ipWhitelistDelete', { id: added.id }, accessToken);
    expect(lockout).toMatchObject({ validationErrors: [{ code: 'current_ip_not_listed' }] });
    expect((await callFrom(home, 'ipWhitelistMode', { enable: false }, accessToken)).enabled).toBe(false);
    expect((await loginFrom('203.0.113.5', 'alice@example.com')).responseCode).toBe('00');
  });
});

describe('change password with a confirmation code (spec 001 §7)', () => {
  it('checks the current password and strength, applies on the e-mailed code, and ends the other sessions', async () => {
    // Proves the two-step change: {password, passwordNew, passwordNewRepeat} then {code, requestKey}.
    const other = await signIn(testApp.app, 'bob@example.com');
    const current = await signIn(testApp.app, 'bob@example.com');
    const call = (method: string, body: Record<string, unknown>) =>
      callMethod(testApp.app, method, body, current.accessToken);
    expect(
      (
        await call('changePassword', {
          password: 'nope',
          passwordNew: 'x'.repeat(12),
          passwordNewRepeat: 'x'.repeat(12),
        })
      ).body,
    ).toMatchObject({ validationErrors: [{ field: 'password', code: 'wrong_password' }] });
    expect(
      (
        await call('changePassword', {
          password: demoPassword,
          passwordNew: 'aaaaaaaaaaaa',
          passwordNewRepeat: 'aaaaaaaaaaaa',
        })
      ).body,
    ).toMatchObject({ validationErrors: [{ field: 'passwordNew', code: 'password_too_weak' }] });
    const strong = 'granite-Orchard-velvet-63';
    expect(
      (await call('changePassword', { password: demoPassword, passwordNew: strong, passwordNewRepeat: `${strong}!` }))
        .body,
    ).toMatchObject({ validationErrors: [{ field: 'passwordNewRepeat', code: 'passwords_differ' }] });
    const started = await call('changePassword', {
      password: demoPassword,
      passwordNew: strong,
      passwordNewRepeat: strong,
    });
    expect(started.body).toMatchObject({ responseCode: '00', destination: 'b•••@example.com' });
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'bob@example.com'));
    const code = /\b(\d{6})\b/.exec(
      mails.find((mail) => mail.subject === 'Confirm your new password')?.text ?? '',
    )?.[1];
    expect(
      (await call('changePasswordConfirm', { requestKey: started.body.requestKey, code: '000000' })).body.responseCode,
    ).toBe('VF');
    expect((await call('changePasswordConfirm', { requestKey: started.body.requestKey, code })).body).toMatchObject({
      responseCode: '00',
    });
    expect((await callMethod(testApp.app, 'customerInfo', {}, other.accessToken)).status).toBe(401);
    expect((await callMethod(testApp.app, 'customerInfo', {}, current.accessToken)).status).toBe(200);
    expect((await loginFrom('198.51.100.1', 'bob@example.com', strong)).responseCode).toBe('00');
    expect((await loginFrom('198.51.100.1', 'bob@example.com')).responseCode).toBe('AU');
  });
});

describe('payout blacklist and notification settings (spec 001 §7)', () => {
  it('adds, lists and removes blocked payees, which the payee check then flags', async () => {
    // Proves the blacklist methods and that checkEmail consults them (outBlacklist).
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const call = (method: string, body: Record<string, unknown> = {}) =>
      callMethod(testApp.app, method, body, accessToken);
    expect((await call('payoutBlacklistAdd', { email: 'Bob@Example.com', blockType: 'all' })).body).toMatchObject({
      email: 'bob@example.com',
    });
    expect((await call('payoutBlacklistGet')).body.entries).toMatchObject([
      { email: 'bob@example.com', blockType: 'all' },
    ]);
    expect((await call('checkEmail', { email: 'bob@example.com' })).body).toMatchObject({ outBlacklist: true });
    expect((await call('payoutBlacklistDelete', { email: 'bob@example.com' })).body.responseCode).toBe('00');
    expect((await call('checkEmail', { email: 'bob@example.com' })).body).toMatchObject({ outBlacklist: false });
    expect((await call('payoutBlacklistDelete', { email: 'bob@example.com' })).body).toMatchObject({
      validationErrors: [{ code: 'entry_not_found' }],
    });
  });

  it('reads defaults and stores a choice per user', async () => {
    // Proves {identified, value, group} round-trips and unknown keys are refused.
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const call = (method: string, body: Record<string, unknown> = {}) =>
      callMethod(testApp.app, method, body, accessToken);
    const before = (await call('notificationSettingsGet')).body.settings as {
      identified: string;
      value: boolean;
      group: string;
    }[];
    expect(before).toContainEqual({ identified: 'news', value: false, group: 'marketing' });
    expect((await call('notificationSettingsSet', { identified: 'news', value: true })).body.responseCode).toBe('00');
    expect((await call('notificationSettingsSet', { identified: 'spam', value: true })).body.responseCode).toBe('VF');
    const after = (await call('notificationSettingsGet')).body.settings as { identified: string; value: boolean }[];
    expect(after.find((item) => item.identified === 'news')?.value).toBe(true);
  });
});
