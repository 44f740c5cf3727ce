import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './return-path.ts';

describe('remembered path after sign-in (spec 000 §2)', () => {
  it.each([
    ['/home?from=bookmark', '/home?from=bookmark'],
    ['/history?page=2#top', '/history?page=2#top'],
    [null, '/home'],
    ['', '/home'],
    ['//evil.example/steal', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['/login?next=%2Fhome', '/home'],
    ['/', '/home'],
  ])('%s → %s', (input, expected) => {
    // Proves only same-site paths are followed after sign-in (no open redirect), and never back to login.
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('remembers a protected page in the login address, except home itself', () => {
    // Proves the guard's redirect target: /login?next=… for a page, plain /login for home.
    expect(loginPath('/home?from=bookmark')).toBe('/login?next=%2Fhome%3Ffrom%3Dbookmark');
    expect(loginPath('/home')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
