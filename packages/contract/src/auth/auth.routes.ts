import { z } from 'zod';
import {
  authPaths,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  tokenRequestSchema,
  tokensSchema,
} from './auth.schemas.ts';
import { activationMethod } from '../onboarding/onboarding.schemas.ts';
import { defineRoutes, defineRoute } from '../route.ts';

/** The token service (spec 000 §7). 'VF' answers with HTTP 400 under /api/auth. */
export const authRoutes = defineRoutes({
  login: defineRoute({
    name: 'login',
    method: 'POST',
    path: authPaths.login,
    access: 'public',
    summary: 'Sign in (spec 000 §7): the simple flow returns tokens, the others a code and what the next step needs.',
    request: { body: loginRequestSchema },
    response: loginResponseSchema,
    rateLimit: 1,
  }),
  token: defineRoute({
    name: 'token',
    method: 'POST',
    path: authPaths.token,
    access: 'public',
    summary:
      "Tokens for a sign-in code and its PKCE verifier (and the second-step code), or for a linked device's secret (with its new pushToken).",
    request: { body: tokenRequestSchema },
    response: tokensSchema,
    rateLimit: 1,
  }),
  refresh: defineRoute({
    name: 'refresh',
    method: 'POST',
    path: authPaths.refresh,
    access: 'public',
    summary: 'Rotates a refresh token (each works once; a reused one ends its session).',
    request: { body: refreshRequestSchema },
    response: tokensSchema,
    rateLimit: 3,
  }),
  logout: defineRoute({
    name: 'logout',
    method: 'POST',
    path: authPaths.logout,
    access: 'public',
    summary: 'Revokes the session of a refresh token.',
    request: { body: refreshRequestSchema },
    response: z.object({}),
    rateLimit: 1,
  }),
  activation: defineRoute({
    name: 'activation',
    method: 'POST',
    path: authPaths.activation,
    access: 'public',
    summary: activationMethod.summary,
    request: { body: activationMethod.request },
    response: activationMethod.response,
    rateLimit: 1,
  }),
});
