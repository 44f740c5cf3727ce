import { z } from 'zod';

/**
 * The webview bridge protocol (spec 000 §1): when Tessera runs inside a mobile app's webview, the
 * page and the app exchange these JSON messages for sign-in, tokens, downloads and identity
 * verification. Version 1. Every message has a `type`; unknown or malformed messages are ignored by
 * both sides. Tokens only ever travel from the app to the page (the app signed the customer in
 * natively); the page never sends tokens out.
 */
export const bridgeVersion = 1;

/** Identity-verification providers the spec names. */
export const identityProviders = ['jmo', 'nfd'] as const;

/** Page → app. */
export const pageToAppMessageSchema = z.discriminatedUnion('type', [
  /** The page is loaded and listening; `language` is the interface language. */
  z.object({ type: z.literal('ready'), version: z.literal(bridgeVersion), language: z.string() }),
  /** The customer signed in or the session ended (no tokens: the app keeps its own). */
  z.object({
    type: z.literal('session'),
    authenticated: z.boolean(),
    reason: z.enum(['logout', 'idle', 'expired']).optional(),
  }),
  /** A file to save or share natively (webviews cannot download blobs). Base64, ≤ 10 MB. */
  z.object({
    type: z.literal('download'),
    fileName: z.string().min(1).max(255),
    mimeType: z.string().min(1).max(100),
    base64: z.string().max(14_000_000),
  }),
  /** Start the native identity-verification SDK of `provider` for this workflow. */
  z.object({
    type: z.literal('identityVerification'),
    provider: z.enum(identityProviders),
    workflowRunId: z.string().min(1).max(128),
    token: z.string().min(1).max(2048),
  }),
  /**
   * Asks the app to take over an identity verification by a PKCE-bound code (decision 0093): the
   * app answers `identityVerificationChallenge` with the S256 challenge of a verifier it keeps.
   */
  z.object({ type: z.literal('identityVerificationHandoff'), method: z.enum(['document', 'video']) }),
  /** The one-time code the app trades, with its verifier, for the run's client token (decision 0093). */
  z.object({
    type: z.literal('identityVerificationCode'),
    provider: z.enum(identityProviders),
    workflowRunId: z.string().min(1).max(128),
    code: z.string().length(43),
  }),
]);
export type PageToAppMessage = z.infer<typeof pageToAppMessageSchema>;

/** App → page. */
export const appToPageMessageSchema = z.discriminatedUnion('type', [
  /** Sign the page in with a code the app obtained (PKCE, like the `code` + `codeVerifier` query). */
  z.object({ type: z.literal('signIn'), code: z.string().min(1).max(512), codeVerifier: z.string().min(43).max(128) }),
  /** Sign the page out (the app signed out natively). */
  z.object({ type: z.literal('signOut') }),
  /** The app's PKCE challenge (S256) for an identity-verification hand-off (decision 0093). */
  z.object({ type: z.literal('identityVerificationChallenge'), codeChallenge: z.string().min(43).max(128) }),
  /** The native verification finished. */
  z.object({
    type: z.literal('identityVerificationResult'),
    workflowRunId: z.string().min(1).max(128),
    status: z.enum(['completed', 'cancelled', 'failed']),
  }),
]);
export type AppToPageMessage = z.infer<typeof appToPageMessageSchema>;
