import { z } from 'zod';
import { identityProviders } from '../bridge/bridge.schemas.ts';
import { pkcePattern } from '../auth/pkce.ts';
import { defineRoute, defineRoutes } from '../route.ts';
import { integerIdSchema } from '../validation.ts';
import {
  identityVerificationMethodValues,
  identityCaptureDataSchema,
  identityRunCredentialSchema,
  identitySubmitBodySchema,
  identityVerificationSessionSchema,
  identityVerificationStartBodySchema,
  identityVerificationStartResponseSchema,
  maxIdentityCaptureBytes,
  videoIdentityJobFinishBodySchema,
  videoIdentityJobResponseSchema,
  workflowRunIdSchema,
} from './identity-verification.schemas.ts';

/** The file part of a capture upload. */
export const identityCaptureFileParts = ['image'] as const;

/** Outcomes of an identity provider's webhook: applied now, a replay already received, or stale for the run. */
export const identityWebhookOutcomes = ['applied', 'duplicate', 'ignored'] as const;

/**
 * Identity verification's literal routes (spec 002 §7 "POST /identity-verification",
 * "POST /customers/{id}/identity-verification"; decisions 0071–0073). The hosted page's calls are
 * public and proven only by the run's client token in the body; the webhook by its signature.
 */
export const identityVerificationRoutes = defineRoutes({
  identityVerificationStart: defineRoute({
    name: 'identityVerificationStart',
    method: 'POST',
    path: '/api/identity-verification',
    access: 'customer',
    summary:
      'Starts an identity verification of the signed-in customer, or resumes the open one (spec 002 §7): the provider (brand, else residence country; decision 0071), the workflow run id, a fresh client token (the previous one stops working) and the page to open.',
    request: { body: identityVerificationStartBodySchema },
    response: identityVerificationStartResponseSchema,
    rateLimit: 3,
  }),
  customerIdentityVerificationStart: defineRoute({
    name: 'customerIdentityVerificationStart',
    method: 'POST',
    path: '/api/customers/:id/identity-verification',
    access: 'customer',
    summary:
      "Starts or resumes an identity verification for customer `id` (spec 002 §7), with `representativeId` (a user of the business) for a business: by an administrator or by the business's own users; 'NF' for anyone else.",
    request: {
      params: z.object({ id: integerIdSchema }),
      body: identityVerificationStartBodySchema.extend({ representativeId: integerIdSchema.optional() }),
    },
    response: identityVerificationStartResponseSchema,
    rateLimit: 3,
  }),
  identityVerificationSession: defineRoute({
    name: 'identityVerificationSession',
    method: 'POST',
    path: '/api/identity-verification/session',
    access: 'public',
    summary:
      "The hosted page's run, proven by its client token in the body: status, captured sides, decline reasons. 'VF' verification_link_invalid for a wrong or expired token (the same answer for an unknown run).",
    request: { body: identityRunCredentialSchema },
    response: z.object({ session: identityVerificationSessionSchema }),
    rateLimit: 10,
  }),
  identityVerificationCapture: defineRoute({
    name: 'identityVerificationCapture',
    method: 'POST',
    path: '/api/identity-verification/captures',
    access: 'public',
    summary:
      'Uploads one capture of the hosted page (multipart: `data` with workflowRunId, token, side, documentType; file `image`, a JPEG, PNG or WebP photo of at most 10 MiB, inspected and re-encoded without metadata). A later capture of the same side replaces the earlier one.',
    request: {
      multipart: {
        data: identityCaptureDataSchema,
        files: identityCaptureFileParts,
        maxFileBytes: maxIdentityCaptureBytes,
      },
    },
    response: z.object({ session: identityVerificationSessionSchema }),
    rateLimit: 5,
  }),
  customerVerificationVerify: defineRoute({
    name: 'customerVerificationVerify',
    method: 'POST',
    path: '/api/verification/customer/:id/verify',
    access: 'customer',
    summary:
      "Hands customer `id`'s identity verification to the mobile app's native SDK (spec 002 §7 \"verification/customer/{id}/verify\"; decision 0093): starts or resumes the run of `type` and answers a one-time code bound to the app's PKCE `codeChallenge` (S256), valid 60 s; the app trades it with its verifier at `identityVerificationCodeExchange`. 'NF' as for `customerIdentityVerificationStart`.",
    request: {
      params: z.object({ id: integerIdSchema }),
      body: z.object({
        type: z.enum(identityVerificationMethodValues, { error: 'invalid_value' }),
        codeChallenge: z.string({ error: 'required' }).regex(pkcePattern, { error: 'invalid_code_challenge' }),
      }),
    },
    response: z.object({
      provider: z.enum(identityProviders),
      workflowRunId: z.string(),
      /** One-time, 60 s; useless without the verifier of `codeChallenge`. */
      code: z.string(),
      expiresAt: z.string(),
    }),
    rateLimit: 3,
  }),
  identityVerificationCodeExchange: defineRoute({
    name: 'identityVerificationCodeExchange',
    method: 'POST',
    path: '/api/verification/token',
    access: 'public',
    summary:
      "The mobile app trades a code from `customerVerificationVerify` and its PKCE verifier for the run's client token (decision 0093). Single use; a wrong, used or expired code or a verifier that does not match all answer 'VF' verification_link_invalid, and the code is spent.",
    request: {
      body: z.object({
        code: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalid_format' }),
        codeVerifier: z.string({ error: 'required' }).regex(pkcePattern, { error: 'invalid_code_verifier' }),
      }),
    },
    response: identityVerificationStartResponseSchema,
    rateLimit: 10,
  }),
  identityVerificationSubmit: defineRoute({
    name: 'identityVerificationSubmit',
    method: 'POST',
    path: '/api/identity-verification/submit',
    access: 'public',
    summary:
      "Submits the hosted page's captures to the provider: the run becomes submitted and the result arrives later by webhook. 'VF' capture_required on a side still missing; 'VF' verification_not_open once submitted.",
    request: { body: identitySubmitBodySchema },
    response: z.object({ session: identityVerificationSessionSchema }),
    rateLimit: 5,
  }),
  videoIdentityJob: defineRoute({
    name: 'videoIdentityJob',
    method: 'GET',
    path: '/api/video-identity-jobs/:id',
    access: 'customer',
    summary:
      "One of the signed-in customer's video identification jobs (spec 000 §2 `/video-identity-job/{id}`): its status; 'NF' for any other id.",
    request: { params: z.object({ id: workflowRunIdSchema }) },
    response: videoIdentityJobResponseSchema,
    rateLimit: 10,
  }),
  videoIdentityJobFinish: defineRoute({
    name: 'videoIdentityJobFinish',
    method: 'POST',
    path: '/api/video-identity-jobs/:id/finish',
    access: 'customer',
    summary:
      "Ends the signed-in customer's video identification call: the job becomes submitted and the provider reports the result later by webhook; 'NF' for another's job, 'VF' verification_not_open when the job is not open.",
    request: { params: z.object({ id: workflowRunIdSchema }), body: videoIdentityJobFinishBodySchema },
    response: videoIdentityJobResponseSchema,
    rateLimit: 3,
  }),
  identityProviderWebhook: defineRoute({
    name: 'identityProviderWebhook',
    method: 'POST',
    path: '/api/webhooks/identity-verification/:provider',
    access: 'public',
    summary:
      "An identity provider's signed result (Standard Webhooks headers webhook-id, webhook-timestamp, webhook-signature over the exact body, the provider's own secret, 5-minute tolerance): approved, declined with reasons, or review. 401 'AU' for a bad signature, nothing changed; a replay changes nothing.",
    request: { params: z.object({ provider: z.enum(identityProviders) }) },
    response: z.object({ received: z.literal(true), outcome: z.enum(identityWebhookOutcomes) }),
    reply: 'json',
    rateLimit: 50,
  }),
});
