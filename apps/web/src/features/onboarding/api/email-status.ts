import { emailStatuses, type CheckedEmailStatus, type EmailStatus } from '@tessera/contract';

/** Where the registration form's existing-e-mail check stands (TanStack Query's flags, and its answer). */
export interface EmailCheck {
  /** A plausible e-mail is typed, so the check runs. */
  isEnabled: boolean;
  /** The call for this e-mail is under way and has no answer yet. */
  isLoading: boolean;
  /** The call failed (a fault, a refused or rate-limited call). */
  isError: boolean;
  /** The server's answer: 0 none, 1 exists, 3 employee. */
  status?: CheckedEmailStatus | undefined;
}

/**
 * The existing-e-mail status the registration form shows (spec 002 §3): nothing before a plausible
 * e-mail is typed, checking (2) while the call runs, error (−1) when it failed (spec 002 §8), else
 * the server's 0, 1 or 3. A new user goes on with 0 or 3 (`isEmailStatusAccepted`, spec 002 §5).
 */
export function registrationEmailStatus(check: EmailCheck): EmailStatus | undefined {
  if (!check.isEnabled) return undefined;
  if (check.isError) return emailStatuses.error;
  if (check.isLoading || check.status === undefined) return emailStatuses.checking;
  return check.status;
}
