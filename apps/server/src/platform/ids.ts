import { createHash, randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * Time-ordered unique id (UUID v7) for rows written on hot paths (transfers, entries,
 * sessions): no global sequence, good index locality.
 */
export function newId(): string {
  return uuidv7();
}

/** A random opaque token of `bytes` bytes, base64url-encoded (for refresh tokens and codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token, hex-encoded; tokens are stored only as hashes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
