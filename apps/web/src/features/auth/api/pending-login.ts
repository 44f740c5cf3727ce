import { loginResponseSchema, type LoginResponse } from '@tessera/contract';
import { z } from 'zod';

/**
 * The login result a further sign-in page needs (spec 000 §3 "Session": the login result is kept in
 * session storage): the scp and scp-mobile pages of the push migration continue the sign-in with
 * its code and PKCE verifier. Per tab, removed as soon as the sign-in ends.
 */
export interface PendingLogin {
  reply: LoginResponse;
  codeVerifier: string;
}

const storageKey = 'tessera.pendingLogin';
const pendingLoginSchema = z.object({ reply: loginResponseSchema, codeVerifier: z.string().min(43).max(128) });

/** Keeps the login result for the next page of the sign-in. */
export function savePendingLogin(pending: PendingLogin): void {
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
}

/** The kept login result, or null when there is none (or it is unreadable). */
export function loadPendingLogin(): PendingLogin | null {
  try {
    const parsed = pendingLoginSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the kept login result (signed in, or gave up). */
export function clearPendingLogin(): void {
  sessionStorage.removeItem(storageKey);
}
