import { describe, expect, it } from 'vitest';
import { checkEmailExistsMethod, emailStatuses, isEmailStatusAccepted } from './onboarding.schemas.ts';

describe('existing-e-mail status (spec 002 §3, §5)', () => {
  it("has the spec's codes and accepts a new user only with 0 (none) or 3 (employee)", () => {
    // Proves the codes 0 none, 1 exists, 2 checking, 3 employee, −1 error and the acceptance rule of §5.
    expect(emailStatuses).toEqual({ none: 0, exists: 1, checking: 2, employee: 3, error: -1 });
    expect(Object.values(emailStatuses).filter(isEmailStatusAccepted)).toEqual([0, 3]);
  });

  it('lets the server answer none, exists or employee, never the form-only checking or error', () => {
    // Proves the response schema: 2 (checking) and −1 (error) are the form's own states.
    const response = checkEmailExistsMethod.response;
    for (const status of [0, 1, 3]) expect(response.safeParse({ status }).success).toBe(true);
    for (const status of [2, -1, 4]) expect(response.safeParse({ status }).success).toBe(false);
  });
});
