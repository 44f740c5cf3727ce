import { responseCodes, type LoginResponse } from '@tessera/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { knownBrowserToken } from './known-browser.ts';

export interface LoginInput {
  username: string;
  password: string;
  /** S256 challenge of the PKCE verifier kept for the later token call (spec 000 §4). */
  codeChallenge: string;
  /** A solved sign-in challenge, after a refusal that carried one (decision 0015). */
  botProof?: string;
}

/**
 * `POST /api/auth/login` (spec 000 §7) as the SPA client.
 * @returns which flow the server chose, with its tokens, code or other fields.
 * @throws ApiError: 'AU' wrong e-mail or password (401), 'VF' field errors (400), 'RL' too many attempts (429),
 *   with a `botChallenge` field when solving it lets the sign-in through (see {@link signInChallenge}).
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const secret = knownBrowserToken();
  return call('login', { client: 'spa', ...input, ...(secret ? { secret } : {}) });
}

/**
 * The proof-of-work challenge of a sign-in refused with 'RL' after many failures (decision 0015;
 * decision 0015), or null when the error carries none (then it only says "wait").
 */
export function signInChallenge(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError) || error.code !== responseCodes.rateLimited) return null;
  // The shape of the contract's signInChallengeSchema, checked without zod (decision 0126).
  const challenge: unknown = error.fields.botChallenge;
  return typeof challenge === 'object' && challenge !== null && !Array.isArray(challenge)
    ? (challenge as Record<string, unknown>)
    : null;
}
