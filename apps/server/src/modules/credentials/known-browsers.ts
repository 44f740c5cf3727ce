import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { knownBrowsers } from './credentials.schema.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';

/**
 * True when `secret` is a "known browser" token of `userId` (touching its last use). Browsers send
 * it as the login's `secret`; it proves only that this browser signed in before.
 */
export async function isKnownBrowser(db: Executor, userId: number, secret: string | undefined): Promise<boolean> {
  if (!secret || secret.length < 20) return false;
  const rows = await db
    .update(knownBrowsers)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(knownBrowsers.tokenHash, hashToken(secret)), eq(knownBrowsers.userId, userId)))
    .returning({ tokenHash: knownBrowsers.tokenHash });
  return rows.length === 1;
}

/** Remembers this browser for `userId` after a successful sign-in; returns its new token. */
export async function rememberBrowser(db: Executor, userId: number, userAgent: string | undefined): Promise<string> {
  const token = randomToken(32);
  await db
    .insert(knownBrowsers)
    .values({ tokenHash: hashToken(token), userId, userAgent: userAgent?.slice(0, 300) ?? null });
  return token;
}
