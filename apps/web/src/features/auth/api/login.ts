import { authPaths, loginResponseSchema, type LoginResponse } from '@tessera/contract';
import { ApiError, callAuth } from '../../../shared/api/client.ts';
import { knownBrowserToken } from './known-browser.ts';

export interface LoginInput {
  username: string;
  password: string;
  /** S256 challenge of the PKCE verifier kept for the later token call (spec 000 §4). */
  codeChallenge: string;
}

/**
 * `POST /api/auth/login` (spec 000 §7) as the SPA client.
 * @returns which flow the server chose, with its tokens, code or other fields.
 * @throws ApiError: 'AU' wrong e-mail or password (401), 'VF' field errors (400), 'RL' too many attempts (429).
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const secret = knownBrowserToken();
  const reply = loginResponseSchema.safeParse(
    await callAuth(authPaths.login, { client: 'spa', ...input, ...(secret ? { secret } : {}) }),
  );
  if (!reply.success) throw new ApiError('UE', 'Unexpected reply');
  return reply.data;
}
