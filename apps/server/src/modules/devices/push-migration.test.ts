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
import { demoPushMigrationDays, demoTotpSecret } from '../seed/index.ts';
import { migrationLevel } from './push-migration.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** A password login of `username` (see test-app's startLogin), typed for the fields used here. */
async function startLogin(username: string) {
  const { body, codeVerifier } = await startLoginAs(testApp.app, username);
  return { body: body as typeof body & { code: string; migration?: { tmpJwt: string } }, codeVerifier };
}

/** The token call of a started login, optionally with a second-factor code. */
function exchange(code: string, codeVerifier: string, otp?: string) {
  return post(testApp.app, '/api/auth/token', { code, codeVerifier, ...(otp ? { otp } : {}) });
}

/** Links a web authenticator through the migration's QR link. */
async function linkWithMigration(tmpJwt: string) {
  const scp = await post(testApp.app, '/api/auth/scp/request', { tmpJwt });
  expect(scp.body).toMatchObject({ responseCode: '00', expiresIn: 600 });
  const link = new URL(String(scp.body.deeplink)).searchParams.get('link');
  const linked = await post(testApp.app, '/device-api/device', { link, name: 'Migration phone', type: 'web' });
  expect(linked.body.responseCode).toBe('00');
}

describe('migration to push two-factor (spec 000 §4; decision 0013)', () => {
  it('counts whole days while soft and turns strict on the deadline', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(migrationLevel(null, now)).toEqual({ req: 'none', daysLeft: 0 });
    expect(migrationLevel(new Date('2026-11-24T00:00:00Z'), now)).toEqual({ req: 'soft', daysLeft: 1 });
    expect(migrationLevel(new Date('2026-12-03T12:00:00Z'), now)).toEqual({ req: 'soft', daysLeft: 10 });
    expect(migrationLevel(now, now)).toEqual({ req: 'strict', daysLeft: 0 });
  });

  it('soft: holds the tokens until "not now" or a linked device; afterwards dave signs in with push', async () => {
    // Proves the login reply's migration, that no tokens come before it is settled, postpone, and
    // that linking through the migration switches two-step sign-in to push.
    const first = await startLogin('dave@example.com');
    expect(first.body).toMatchObject({
      responseCode: '00',
      authFlow: 'direct',
      migration: { req: 'soft', daysLeft: demoPushMigrationDays, strat: 'enable', devices: [] },
    });
    expect(first.body.accessToken).toBeUndefined();
    const held = await exchange(first.body.code, first.codeVerifier);
    expect(held.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'code', code: 'migration_pending' }],
    });
    const tmpJwt = first.body.migration?.tmpJwt ?? '';
    expect((await post(testApp.app, '/api/auth/scp/postpone', { tmpJwt })).body.responseCode).toBe('00');
    const later = await exchange(first.body.code, first.codeVerifier);
    expect(later.body).toMatchObject({ responseCode: '00', accessToken: expect.any(String) });
    // The sign-in is over: its migration token no longer works.
    expect((await post(testApp.app, '/api/auth/scp/request', { tmpJwt })).status).toBe(401);

    const second = await startLogin('dave@example.com');
    const secondJwt = second.body.migration?.tmpJwt ?? '';
    expect((await post(testApp.app, '/api/auth/scp/status', { tmpJwt: secondJwt })).body).toMatchObject({
      done: false,
      devices: 0,
    });
    await linkWithMigration(secondJwt);
    expect((await post(testApp.app, '/api/auth/scp/status', { tmpJwt: secondJwt })).body).toMatchObject({
      done: true,
      devices: 1,
    });
    const tokens = await exchange(second.body.code, second.codeVerifier);
    expect(tokens.body.responseCode).toBe('00');
    const info = await callMethod(testApp.app, 'customerInfo', {}, String(tokens.body.accessToken));
    expect(info.body).toMatchObject({ customer: { login2faMode: 'push' } });

    const third = await startLogin('dave@example.com');
    expect(third.body).toMatchObject({ authFlow: 'push', tmpJwt: expect.any(String) });
    expect(third.body.migration).toBeUndefined();
  });

  it('strict: carol must pass her authenticator code first, cannot postpone, and signs in once linked', async () => {
    // Proves a stolen password never links a device (second factor first), strict refuses "not
    // now", and only an administrator schedules the migration.
    const bob = await signIn(testApp.app, 'bob@example.com');
    const refused = await callMethod(
      testApp.app,
      'pushMigrationSchedule',
      { login: 'carol@example.com', deadline: '2026-01-01' },
      bob.accessToken,
    );
    expect(refused.status).toBe(403);
    const admin = await signIn(testApp.app, 'admin@example.com');
    const unknown = await callMethod(
      testApp.app,
      'pushMigrationSchedule',
      { login: 'nobody@example.com', deadline: '2026-01-01' },
      admin.accessToken,
    );
    expect(unknown.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'login' }] });
    const scheduled = await callMethod(
      testApp.app,
      'pushMigrationSchedule',
      { login: 'carol@example.com', deadline: '2026-01-01' },
      admin.accessToken,
    );
    expect(scheduled.body).toMatchObject({ responseCode: '00', deadline: '2026-01-01' });

    const login = await startLogin('carol@example.com');
    expect(login.body).toMatchObject({
      authFlow: 'otp',
      migration: { req: 'strict', daysLeft: 0, strat: 'migrate' },
    });
    const tmpJwt = login.body.migration?.tmpJwt ?? '';
    const early = await post(testApp.app, '/api/auth/scp/request', { tmpJwt });
    expect(early.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'tmpJwt', code: 'second_factor_required' }],
    });
    expect((await exchange(login.body.code, login.codeVerifier, '000000')).body).toMatchObject({
      validationErrors: [{ field: 'otp', code: 'invalid_code' }],
    });
    const otp = await generate({ secret: demoTotpSecret, epoch: Math.floor(Date.now() / 1000) });
    expect((await exchange(login.body.code, login.codeVerifier, otp)).body).toMatchObject({
      validationErrors: [{ field: 'code', code: 'migration_pending' }],
    });
    const postpone = await post(testApp.app, '/api/auth/scp/postpone', { tmpJwt });
    expect(postpone.body).toMatchObject({ validationErrors: [{ field: 'tmpJwt', code: 'migration_required' }] });
    const enable = await post(testApp.app, '/api/auth/scp/enable', { tmpJwt });
    expect(enable.body).toMatchObject({ validationErrors: [{ field: 'tmpJwt', code: 'no_device' }] });
    // The code stays held (no otp needed again) until a device is linked.
    expect((await exchange(login.body.code, login.codeVerifier)).body).toMatchObject({
      validationErrors: [{ field: 'code', code: 'migration_pending' }],
    });
    await linkWithMigration(tmpJwt);
    const tokens = await exchange(login.body.code, login.codeVerifier);
    expect(tokens.body).toMatchObject({ responseCode: '00', accessToken: expect.any(String) });
  });

  it('refuses an unknown migration token without revealing anything', async () => {
    const status = await post(testApp.app, '/api/auth/scp/status', { tmpJwt: 'not-a-real-token-at-all' });
    expect(status).toMatchObject({ status: 401, body: { responseCode: 'AU' } });
    const request = await post(testApp.app, '/api/auth/scp/request', {});
    expect(request.status).toBe(401);
  });
});
