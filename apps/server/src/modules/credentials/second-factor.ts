import { randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashToken } from '../../platform/ids.ts';

/** TOTP parameters (RFC 6238): 6 digits, 30-second steps (otplib's defaults), one step of clock drift either way. */
const totpToleranceSeconds = 30;
/** Wrong tries allowed per code (at most 5). */
export const maxCodeAttempts = 5;
/** An SMS code lives 10 minutes; an OTP sign-in waits 5 minutes for its code. */
export const smsCodeTtlSeconds = 10 * 60;
export const otpLoginTtlSeconds = 5 * 60;

/** A new Base32 TOTP secret (160 bits) and its otpauth:// URI for the QR code. */
export function newTotpSecret(issuer: string, account: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer, label: account, secret }) };
}

/**
 * Checks a TOTP code against `secret` within ±1 step, refusing steps at or before `afterStep`
 * (replay protection: each code works once).
 * @returns the accepted time step, or undefined when the code is wrong, malformed or replayed.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: totpToleranceSeconds,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** A random 6-digit SMS code and the two-digit identifier the SMS and the page both show. */
export function newSmsCode(): { code: string; identifier: string } {
  return {
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    identifier: String(randomInt(10, 100)),
  };
}

/** Hash of a short code bound to what it protects (`purpose`), so equal codes never share a hash. */
export function hashCode(code: string, purpose: string): string {
  return hashToken(`${purpose}:${code}`);
}

/** Constant-time comparison of a code with its stored hash. */
export function codeMatches(code: string, purpose: string, storedHash: string | null): boolean {
  if (!storedHash || !/^\d{6}$/.test(code)) return false;
  const given = Buffer.from(hashCode(code, purpose), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** An e-mail masked for display: "a•••@example.com", the first letter and the domain. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** A phone number masked for display (spec 000 §3): "+44 ••• ••• 1234" keeps the last four digits. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `+${digits.slice(0, 2)} ••• ••• ${digits.slice(-4)}`;
}
