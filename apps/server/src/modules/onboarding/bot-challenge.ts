import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { usedBotChallenges } from '../../db/schema/index.ts';
import { fieldError } from '../../rpc/app-error.ts';

/** A challenge is good for 10 minutes. */
export const botChallengeTtlMs = 10 * 60_000;

/**
 * A self-hosted proof-of-work challenge (ALTCHA v2, iterated SHA-256; no third-party script or
 * service). The browser searches a counter whose derived key starts with the challenge's prefix;
 * `difficulty` bounds the counter (≈ the work), tuned so a person's browser needs about a second.
 */
export async function newBotChallenge(secret: string, difficulty: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.floor(difficulty / 2), difficulty + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + botChallengeTtlMs),
    hmacSignatureSecret: secret,
  });
}

/**
 * Verifies a solved challenge (base64 JSON `{challenge, solution}` from the browser) and burns its
 * nonce, so one solution registers once.
 * @throws AppError 'VF' on `botProof` (bot_check_failed) for a forged, expired, wrong or reused proof.
 */
export async function checkBotProof(db: Executor, secret: string, proof: string): Promise<void> {
  const failed = fieldError('botProof', 'bot_check_failed', 'The security check failed. Please try again.');
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Payload;
  } catch {
    throw failed;
  }
  if (!payload?.challenge?.parameters || !payload.solution) throw failed;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => undefined);
  if (!result?.verified) throw failed;
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
  if (inserted.length === 0) throw failed;
}
