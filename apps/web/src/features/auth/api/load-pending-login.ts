import { loginResponseSchema } from '@tessera/contract';
import { z } from 'zod';
import { pendingLoginStorageKey, type PendingLogin } from './pending-login.ts';

/**
 * The kept login result is checked when read back (session storage may hold anything). Apart from
 * pending-login.ts, which the login page writes with, so that page loads no zod (decision 0126).
 */
const pendingLoginSchema = z.object({ reply: loginResponseSchema, codeVerifier: z.string().min(43).max(128) });

/** The kept login result, or null when there is none (or it is unreadable). */
export function loadPendingLogin(): PendingLogin | null {
  try {
    const parsed = pendingLoginSchema.safeParse(JSON.parse(sessionStorage.getItem(pendingLoginStorageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
