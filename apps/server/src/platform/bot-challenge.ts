import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomInt } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { lte, sql } from 'drizzle-orm';
import { usedBotChallenges } from './platform.schema.ts';

/** A challenge is good for 10 minutes. */
const botChallengeTtlMs = 10 * 60_000;
/** Name of the server secret that signs every bot challenge (registration and sign-in). */
export const botChallengeSecretName = 'bot-challenge-hmac';

/** Signed data a challenge carries (e.g. `{purpose: 'login', email, difficulty}`). */
export type BotChallengeData = Record<string, string | number | boolean | null>;

/**
 * A self-hosted proof-of-work challenge (ALTCHA v2, iterated SHA-256; no third-party script or
 * service). The browser searches a counter whose derived key starts with the challenge's prefix;
 * `difficulty` bounds the counter (≈ the work), tuned so a person's browser needs about a second.
 * `data` is signed with the challenge, so the server can tell what it was issued for.
 */
export async function newBotChallenge(secret: string, difficulty: number, data?: BotChallengeData): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.floor(difficulty / 2), difficulty + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + botChallengeTtlMs),
    hmacSignatureSecret: secret,
    ...(data ? { data } : {}),
  });
}

/**
 * Verifies a solved challenge (base64 JSON `{challenge, solution}` from the browser) and burns its
 * nonce, so one solution works once.
 * @returns the challenge's signed data (`{}` when it has none), or null for a forged, expired, wrong
 *   or reused proof.
 */
export async function redeemBotProof(db: Executor, secret: string, proof: string): Promise<BotChallengeData | null> {
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (!payload?.challenge?.parameters || !payload.solution) return null;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => undefined);
  if (!result?.verified) return null;
  const expiresAt = new Date(
    payload.challenge.parameters.expiresAt
      ? payload.challenge.parameters.expiresAt * 1000
      : Date.now() + botChallengeTtlMs,
  );
  const inserted = await db
    .insert(usedBotChallenges)
    .values({ nonce: payload.challenge.parameters.nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedBotChallenges.nonce });
  if (inserted.length === 0) return null;
  return payload.challenge.parameters.data ?? {};
}

/**
 * Forgets used nonces of challenges that have expired (run by the periodic clean-up): an expired
 * challenge fails verification anyway, and every challenge we sign carries its expiry.
 * @returns how many were deleted.
 */
export async function deleteExpiredBotChallenges(db: Executor): Promise<number> {
  const deleted = await db
    .delete(usedBotChallenges)
    .where(lte(usedBotChallenges.expiresAt, sql`now()`))
    .returning({ nonce: usedBotChallenges.nonce });
  return deleted.length;
}
