import { z } from 'zod';
import { pkcePattern } from './pkce.ts';

/**
 * Token-service payloads (spec 000 §4, §5, §7). These routes live under /api/auth
 * and answer with the same envelope as the main API.
 */

/** Login flows reported as `authFlow` (spec 000 §4). */
export const authFlows = ['simple', 'direct', 'otp', 'sms', 'push', 'verifyDevice'] as const;
export type AuthFlow = (typeof authFlows)[number];

/** Clients allowed to sign in (spec 000 §7). */
export const authClients = ['spa', 'sei'] as const;

export const emailSchema = z.email({ error: 'invalid_email' }).max(254, { error: 'too_long' });

/** POST /api/auth/login body. */
export const loginRequestSchema = z.object({
  client: z.enum(authClients, { error: 'invalid_client' }),
  username: z.string({ error: 'required' }).trim().pipe(emailSchema),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' }),
  codeChallenge: z.string({ error: 'required' }).regex(pkcePattern, { error: 'invalid_code_challenge' }),
  secret: z.string().max(512).optional(),
  pushToken: z.string().max(4096).optional(),
  /**
   * A solved sign-in challenge (ALTCHA proof of work, base64 JSON `{challenge, solution}`), sent again
   * after a login answered 'RL' with a `botChallenge` (decision 0015).
   */
  botProof: z.string().max(8192).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * The extra field of a login refused with 'RL' (HTTP 429) after many failures on the account or from
 * the address (decision 0015): a signed proof-of-work challenge to solve and send back
 * as the login's `botProof`. Without it, the 'RL' means only "wait".
 */
export const signInChallengeSchema = z.object({ botChallenge: z.record(z.string(), z.unknown()) });

/** Tokens issued by the token service. `expiresIn` is the access token's lifetime in seconds. */
export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
  /**
   * A new "known browser" token for this browser (kept in its localStorage and sent back as the
   * login's `secret`), so a later sign-in from it needs no new-device approval.
   */
  deviceSecret: z.string().optional(),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** Strictness of the push migration (spec 000 §4): none, soft (may continue, days counted), strict. */
export const migrationLevels = ['none', 'soft', 'strict'] as const;
export type MigrationLevel = (typeof migrationLevels)[number];

/**
 * The push migration a sign-in asks for (spec 000 §3 "Auth responses", §4 "Migration to push
 * two-factor"). `strat` migrate: the user has SMS or authenticator-app codes to move from; enable:
 * the user has no second step yet. `daysLeft` counts whole days to the deadline (0 once strict).
 * `tmpJwt` lets the enrolment page (scp, scp-mobile) request a device link for this sign-in;
 * `devices` are the user's already linked devices (one of them can simply be switched on).
 */
export const migrationSchema = z.object({
  req: z.enum(migrationLevels),
  daysLeft: z.number().int().nonnegative(),
  strat: z.enum(['migrate', 'enable']),
  tmpJwt: z.string(),
  devices: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Migration = z.infer<typeof migrationSchema>;

/** POST /api/auth/login reply fields (spec 000 §3 "Auth responses"). */
export const loginResponseSchema = z.object({
  authFlow: z.enum(authFlows),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresIn: z.number().int().positive().optional(),
  code: z.string().optional(),
  tmpJwt: z.string().optional(),
  userId: z.number().int().optional(),
  phoneNumber: z.string().optional(),
  smsIdentifier: z.string().optional(),
  deviceSecret: z.string().optional(),
  /** verifyDevice: how this new browser can be approved (spec 000 §4 "Device approval"). */
  approveMethods: z.array(z.enum(['email', 'push'])).optional(),
  /** Present when the user is asked to move to push two-factor (soft) or must (strict). */
  migration: migrationSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/token body (spec 000 §7: "code, codeVerifier, optional otp; or secret with optional
 * pushToken"), one of two forms:
 * - a sign-in code with its PKCE verifier, and the second step's `otp` where the flow needs one;
 * - a linked device's `secret` (its bearer token for the device API, decision 0012), with the
 *   device's new `pushToken` if it changed (decision 0023).
 * Without `secret`, `code` and `codeVerifier` are required ('VF' `required` on each missing one);
 * fields of the other form next to `secret`, or `pushToken` without it, are refused
 * (`unrecognized_keys` on that field). The OpenAPI document shows both forms (`anyOf`).
 */
export const tokenRequestSchema = z
  .object({
    code: z.string().min(1, { error: 'required' }).max(512, { error: 'too_long' }).optional(),
    codeVerifier: z.string().regex(pkcePattern, { error: 'invalid_code_verifier' }).optional(),
    otp: z.string().max(16).optional(),
    secret: z.string().min(1, { error: 'required' }).max(512, { error: 'too_long' }).optional(),
    pushToken: z.string().min(1, { error: 'required' }).max(4096, { error: 'too_long' }).optional(),
  })
  .superRefine((body, context) => {
    const refuse = (field: 'code' | 'codeVerifier' | 'otp' | 'pushToken', message: 'required' | 'unrecognized_keys') =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (body.secret !== undefined) {
      for (const field of ['code', 'codeVerifier', 'otp'] as const)
        if (body[field] !== undefined) refuse(field, 'unrecognized_keys');
      return;
    }
    if (body.pushToken !== undefined) refuse('pushToken', 'unrecognized_keys');
    if (body.code === undefined) refuse('code', 'required');
    if (body.codeVerifier === undefined) refuse('codeVerifier', 'required');
  })
  .meta({
    anyOf: [{ required: ['code', 'codeVerifier'] }, { required: ['secret'] }],
    description:
      "Either code and codeVerifier (with otp where the flow needs it), or a linked device's secret (with an optional pushToken).",
  });
export type TokenRequest = z.input<typeof tokenRequestSchema>;

/** POST /api/auth/refresh and /api/auth/logout body. */
export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: 'required' }).min(1, { error: 'required' }).max(512, { error: 'too_long' }),
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

/** Literal token-service paths under /api (spec 000 §7). */
export const authPaths = {
  login: '/api/auth/login',
  token: '/api/auth/token',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  activation: '/api/auth/activation',
} as const;
