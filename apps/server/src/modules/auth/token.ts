import type { Routes, RouteParsedRequest, Tokens } from '@tessera/contract';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { signInWithDeviceSecret } from './device-sign-in.ts';
import { exchangeCode } from './exchange-code.ts';

/**
 * `POST /api/auth/token` (spec 000 §7): tokens for either form of the request, a linked device's
 * `secret` with an optional `pushToken` ({@link signInWithDeviceSecret}, decision 0023), or a sign-in
 * `code` with its PKCE `codeVerifier` and the second-step `otp` where the flow needs it
 * ({@link exchangeCode}).
 * @throws AppError as the form's use case does ('AU', 'VF' on `otp`, 'ENOA', '13').
 * @throws Error for a request with neither form whole: the contract's refinement lets none through,
 *   so one here is a bug.
 */
export async function token(
  deps: AuthDeps,
  input: RouteParsedRequest<Routes['token']>['body'],
  info: ClientInfo,
): Promise<Tokens> {
  if (input.secret !== undefined)
    return signInWithDeviceSecret(deps, { secret: input.secret, pushToken: input.pushToken }, info);
  if (input.code === undefined || input.codeVerifier === undefined)
    throw new Error('token request without code or codeVerifier passed validation');
  return exchangeCode(deps, { code: input.code, codeVerifier: input.codeVerifier, otp: input.otp }, info);
}
