import { isEmailStatusAccepted } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { registrationEmailStatus } from './email-status.ts';

describe('registration e-mail status (spec 002 §3, §5)', () => {
  it('is checking (2) while the call runs, error (−1) when it failed, else the answer; nothing before an e-mail', () => {
    // Proves the form's five states map to the spec's codes, and only 0 and 3 let a new user go on.
    const idle = { isEnabled: true, isLoading: false, isError: false };
    expect(registrationEmailStatus({ ...idle, isEnabled: false })).toBeUndefined();
    expect(registrationEmailStatus({ ...idle, isLoading: true })).toBe(2);
    expect(registrationEmailStatus({ ...idle, isError: true })).toBe(-1);
    expect(registrationEmailStatus({ ...idle, status: 0 })).toBe(0);
    expect(registrationEmailStatus({ ...idle, status: 1 })).toBe(1);
    expect(registrationEmailStatus({ ...idle, status: 3 })).toBe(3);
    const answers = [
      [0, true],
      [1, false],
      [3, true],
    ] as const;
    for (const [status, accepted] of answers)
      expect(isEmailStatusAccepted(registrationEmailStatus({ ...idle, status }) ?? -1)).toBe(accepted);
    expect(isEmailStatusAccepted(2)).toBe(false);
    expect(isEmailStatusAccepted(-1)).toBe(false);
  });
});
