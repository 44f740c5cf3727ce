import type { FastifyRequest } from 'fastify';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { activateAccount } from './activation.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { signInWithDeviceSecret } from './device-sign-in.ts';
import { exchangeCode } from './exchange-code.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { refreshTokens } from './refresh-tokens.ts';

/**
 * The token service under /api/auth (spec 000 §7) as handlers of the contract's routes
 * (`routes.login` …); the route adapter parses, authenticates, rate-limits and wraps the replies.
 * 'VF' answers with HTTP 400 under /api/auth.
 */
export function authRouteHandlers(deps: AuthDeps): RouteHandlers<unknown> {
  const clientInfo = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: deps.messageLanguageFor(request.hostname, request.headers['accept-language']),
  });
  return {
    login: async ({ body }, { request }) => login(deps, body, clientInfo(request)),
    // Two forms (spec 000 §7): a linked device's secret, or a sign-in code with its PKCE verifier.
    token: async ({ body }, { request }) => {
      if (body.secret !== undefined)
        return signInWithDeviceSecret(deps, { secret: body.secret, pushToken: body.pushToken }, clientInfo(request));
      // The contract's refinement requires both without a secret; their absence here is a bug.
      if (body.code === undefined || body.codeVerifier === undefined)
        throw new Error('token request without code or codeVerifier passed validation');
      return exchangeCode(
        deps,
        { code: body.code, codeVerifier: body.codeVerifier, otp: body.otp },
        clientInfo(request),
      );
    },
    refresh: async ({ body }) => refreshTokens(deps, body.refreshToken),
    logout: async ({ body }) => {
      await logout(deps, body.refreshToken);
      return {};
    },
    activation: async ({ body }, { request }) => activateAccount(deps, body, clientInfo(request)),
  };
}
