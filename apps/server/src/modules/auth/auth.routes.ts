import {
  activationMethod,
  authPaths,
  dropEmptyValues,
  loginRequestSchema,
  refreshRequestSchema,
  securityPaths,
  successEnvelope,
  tokenRequestSchema,
  twoStepConfirmSchema,
  twoStepRequestParamsSchema,
  twoStepRequestSchema,
} from '@tessera/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../rpc/app-error.ts';
import type { AuthContext } from '../../rpc/context.ts';
import { parseOrThrow } from '../../rpc/reply.ts';
import { activateAccount } from './activation.ts';
import { authenticate } from './authenticate.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { exchangeCode } from './exchange-code.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { refreshTokens } from './refresh-tokens.ts';
import { confirmTwoStepChange, requestTwoStepChange } from './two-step.ts';

/**
 * The token service under /api/auth (spec 000 §7). Replies use the main API's envelope;
 * 'VF' answers with HTTP 400 here. Every route is rate-limited per IP.
 */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const rateLimit = { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const body = (request: FastifyRequest): unknown => dropEmptyValues(request.body ?? {});
  const clientInfo = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: deps.messageLanguageFor(request.hostname, request.headers['accept-language']),
  });

  app.post(authPaths.login, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(loginRequestSchema, body(request));
    const result = await login(deps, input, clientInfo(request));
    return reply.send(successEnvelope(result));
  });

  app.post(authPaths.token, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(tokenRequestSchema, body(request));
    return reply.send(successEnvelope(await exchangeCode(deps, input, clientInfo(request))));
  });

  app.post(
    authPaths.refresh,
    { config: { rateLimit: { ...rateLimit, max: rateLimit.max * 3 } } },
    async (request, reply) => {
      const input = parseOrThrow(refreshRequestSchema, body(request));
      return reply.send(successEnvelope(await refreshTokens(deps, input.refreshToken)));
    },
  );

  app.post(authPaths.logout, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(refreshRequestSchema, body(request));
    await logout(deps, input.refreshToken);
    return reply.send(successEnvelope({}));
  });

  app.post(authPaths.activation, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOrThrow(activationMethod.request, body(request));
    return reply.send(successEnvelope(await activateAccount(deps, input, clientInfo(request))));
  });

  const caller = async (request: FastifyRequest): Promise<AuthContext> => {
    const auth = await authenticate(deps.db, deps.signer, request.headers.authorization);
    if (!auth) throw new AppError('AU', 'Your session has expired. Please sign in again.');
    return auth;
  };

  // Security settings: two-step sign-in (spec 001 §7), password-checked and rate-limited.
  app.post(securityPaths.twoStep, { config: { rateLimit } }, async (request, reply) => {
    const auth = await caller(request);
    const input = parseOrThrow(twoStepRequestSchema, body(request));
    const issuer = deps.issuerForHost(request.hostname);
    return reply.send(
      successEnvelope(await requestTwoStepChange(deps, auth.userId, issuer, input, clientInfo(request).language)),
    );
  });

  app.post('/api/customer/two-step-verification/:reqId/confirm', { config: { rateLimit } }, async (request, reply) => {
    const auth = await caller(request);
    const { reqId } = parseOrThrow(twoStepRequestParamsSchema, request.params);
    const input = parseOrThrow(twoStepConfirmSchema, body(request));
    return reply.send(successEnvelope(await confirmTwoStepChange(deps, auth.userId, reqId, input.code)));
  });
}
