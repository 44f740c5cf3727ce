import type { FastifyRequest } from 'fastify';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { activation } from './activation.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { refresh } from './refresh.ts';
import { token } from './token.ts';

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
    token: async ({ body }, { request }) => token(deps, body, clientInfo(request)),
    refresh: async ({ body }) => refresh(deps, body.refreshToken),
    logout: async ({ body }) => {
      await logout(deps, body.refreshToken);
      return {};
    },
    activation: async ({ body }, { request }) => activation(deps, body, clientInfo(request)),
  };
}
