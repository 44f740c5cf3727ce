import { hash, verify } from '@node-rs/argon2';

/** argon2id parameters (OWASP: m ≥ 19 MiB, t ≥ 2). Algorithm 2 is argon2id in @node-rs/argon2. */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a PHC hash. With no hash (unknown user) it still spends the
 * same work on a dummy hash so that response time does not reveal whether the e-mail exists.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('tessera-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
