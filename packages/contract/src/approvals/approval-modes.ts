import { z } from 'zod';

/**
 * The approval modes of money submits by name (spec 001 §4: "none 0, push 1, sms 2, otp 3,
 * approvalCode 4"). On the wire they stay numbers: the customer's `transactionApproveMode` and a
 * submit's `approveType`. Code says `approvalModes.push`, never `1`.
 */
export const approvalModes = {
  /** The submit posts at once. */
  none: 0,
  /** The submit waits for approval on the linked device (live channel). */
  push: 1,
  /** A six-digit code goes by SMS to the two-step phone number. */
  sms: 2,
  /** The code of the authenticator app set up for two-step sign-in (TOTP). */
  otp: 3,
  /** A six-digit code goes by e-mail. */
  approvalCode: 4,
} as const;

/** The name of an approval mode: 'none', 'push', 'sms', 'otp' or 'approvalCode'. */
export type ApprovalModeName = keyof typeof approvalModes;

/** An approval mode's wire value, 0–4. */
export type ApprovalMode = (typeof approvalModes)[ApprovalModeName];

/** Every approval mode with its name, in wire order. */
export const approvalModeEntries = [
  ['none', approvalModes.none],
  ['push', approvalModes.push],
  ['sms', approvalModes.sms],
  ['otp', approvalModes.otp],
  ['approvalCode', approvalModes.approvalCode],
] as const satisfies readonly (readonly [ApprovalModeName, ApprovalMode])[];

/** An approval mode on the wire: one of the numbers 0–4. */
export const approvalModeSchema = z.literal(approvalModeEntries.map(([, mode]) => mode));

/** True when `value` is the wire value of an approval mode. */
export function isApprovalMode(value: number): value is ApprovalMode {
  return approvalModeEntries.some(([, mode]) => mode === value);
}

/** The name of approval mode `mode` (for translation keys and logs): `approvalModeName(1) === 'push'`. */
export function approvalModeName(mode: ApprovalMode): ApprovalModeName {
  const entry = approvalModeEntries.find(([, value]) => value === mode);
  if (!entry) throw new Error(`unknown approval mode ${String(mode)}`);
  return entry[0];
}

/** True for the modes whose code the server sends (sms by SMS, approvalCode by e-mail); those can be resent. */
export function approvalModeSendsCode(
  mode: ApprovalMode,
): mode is typeof approvalModes.sms | typeof approvalModes.approvalCode {
  return mode === approvalModes.sms || mode === approvalModes.approvalCode;
}
