import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { isMigrationPending } from './exchange-code.ts';
import { loadPendingLogin } from './load-pending-login.ts';
import { clearPendingLogin, savePendingLogin } from './pending-login.ts';

const verifier = 'a'.repeat(64);
const reply = {
  authFlow: 'direct' as const,
  code: 'sign-in-code',
  migration: { req: 'soft' as const, daysLeft: 3, strat: 'enable' as const, tmpJwt: 'token', devices: [] },
};

afterEach(() => sessionStorage.clear());

describe('the login result kept for the push-migration pages (spec 000 §3 Session; decision 0013)', () => {
  it('keeps it for this tab only until the sign-in ends', () => {
    savePendingLogin({ reply, codeVerifier: verifier });
    expect(loadPendingLogin()).toEqual({ reply, codeVerifier: verifier });
    clearPendingLogin();
    expect(loadPendingLogin()).toBeNull();
  });

  it('treats anything unreadable or tampered with as no sign-in (the page then sends the visitor to login)', () => {
    sessionStorage.setItem('tessera.pendingLogin', '{not json');
    expect(loadPendingLogin()).toBeNull();
    sessionStorage.setItem('tessera.pendingLogin', JSON.stringify({ reply, codeVerifier: 'short' }));
    expect(loadPendingLogin()).toBeNull();
    sessionStorage.setItem(
      'tessera.pendingLogin',
      JSON.stringify({ reply: { authFlow: 'magic' }, codeVerifier: verifier }),
    );
    expect(loadPendingLogin()).toBeNull();
  });

  it('recognises the token service holding a sign-in for the migration, and nothing else', () => {
    const held = new ApiError('VF', '', [{ field: 'code', code: 'migration_pending', description: '' }]);
    expect(isMigrationPending(held)).toBe(true);
    expect(isMigrationPending(new ApiError('VF', '', [{ field: 'otp', code: 'invalid_code', description: '' }]))).toBe(
      false,
    );
    expect(isMigrationPending(new ApiError('AU', 'expired'))).toBe(false);
    expect(isMigrationPending(new Error('network'))).toBe(false);
  });
});
