import { z } from 'zod';
import { identityProviders } from '../bridge/bridge.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';

/**
 * Identity verification (spec 000 §1 "The verification provider is chosen between
 * two options with the codes jmo and nfd", §2 routes `/identity-verification/{workflowRunId}/{token}`
 * and `/video-identity-job/{id}`; spec 002 §7 "Identity verification"; decisions 0071–0073).
 *
 * A run is one verification at a provider: it is created with a client token, the person captures a
 * document and a selfie on the hosted page (or joins a video call on the video job page), and the
 * provider reports the result later by a signed webhook.
 */

export type IdentityProviderCode = (typeof identityProviders)[number];

/** How the person is verified: document and selfie on the hosted page, or a video call with an agent. */
export const identityVerificationMethodValues = ['document', 'video'] as const;
export type IdentityVerificationMethod = (typeof identityVerificationMethodValues)[number];

/** A run's life: created (capturing), submitted (the provider is checking), then one result, or expired unused. */
export const identityVerificationStatuses = [
  'created',
  'submitted',
  'approved',
  'declined',
  'review',
  'expired',
] as const;
export type IdentityVerificationStatus = (typeof identityVerificationStatuses)[number];

/** Statuses of a run that is still going (started and not ended). */
export const openIdentityVerificationStatuses: readonly IdentityVerificationStatus[] = ['created', 'submitted'];

/**
 * Why a provider declines (the reasons both sandboxes send; a real provider's codes are mapped onto
 * these by its adapter, unknown ones to `other`).
 */
export const identityDeclineReasons = [
  'documentExpired',
  'documentUnreadable',
  'documentTampered',
  'selfieMismatch',
  'livenessFailed',
  'other',
] as const;
export type IdentityDeclineReason = (typeof identityDeclineReasons)[number];

/** The identity documents a run accepts: passport (1), national identity card (4), driving licence (5) (decision 0062). */
export const identityVerificationDocumentTypes = [1, 4, 5] as const;
export type IdentityVerificationDocumentType = (typeof identityVerificationDocumentTypes)[number];

/** True when the document type is printed on two sides (front and back are captured: types 4 and 5). */
export function needsBackCapture(documentType: number): boolean {
  return documentType === 4 || documentType === 5;
}

/** The captures of a run: the document's front, its back (types 4 and 5) and the selfie. */
export const identityCaptureSides = ['documentFront', 'documentBack', 'selfie'] as const;
export type IdentityCaptureSide = (typeof identityCaptureSides)[number];

/**
 * What a sandbox tester asks the sandbox provider to answer (decision 0072): shown on the hosted
 * page as a labelled "sandbox" choice; a real provider ignores it.
 */
export const sandboxIdentityOutcomes = [
  'approved',
  'declinedDocumentExpired',
  'declinedSelfieMismatch',
  'review',
] as const;
export type SandboxIdentityOutcome = (typeof sandboxIdentityOutcomes)[number];

/** Largest capture in bytes (the upload inspection's limit, decision 0069). */
export const maxIdentityCaptureBytes = 10 * 1024 * 1024;
/** Most capture uploads one run accepts (retakes included). */
export const maxIdentityCapturesPerRun = 30;
/** How long a run's client token works: 1 hour after it was issued (decision 0071). */
export const identityRunTokenLifetimeMs = 60 * 60 * 1000;

/** The run's client token: 43 base64url characters (256 random bits). */
export const identityRunTokenSchema = z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'verification_link_invalid',
});
/** A workflow run id: the provider's prefix and 32 hex digits. */
export const workflowRunIdSchema = z.string({ error: 'required' }).regex(/^(jmo|nfd)_[a-f0-9]{32}$/, {
  error: 'verification_link_invalid',
});

/** The web path of a run's hosted page (document) or video job page (video). */
export function identityVerificationPagePath(method: IdentityVerificationMethod, workflowRunId: string, token: string) {
  return method === 'video'
    ? `/video-identity-job/${encodeURIComponent(workflowRunId)}`
    : `/identity-verification/${encodeURIComponent(workflowRunId)}/${encodeURIComponent(token)}`;
}

/** One of a customer's runs as listed (never its token). Times are ISO 8601. */
export const identityVerificationRunSchema = z.object({
  workflowRunId: z.string(),
  provider: z.enum(identityProviders),
  method: z.enum(identityVerificationMethodValues),
  status: z.enum(identityVerificationStatuses),
  representativeId: z.number().int().optional(),
  documentType: z.number().int().optional(),
  declineReasons: z.array(z.enum(identityDeclineReasons)),
  createdAt: z.string(),
  submittedAt: z.string().optional(),
  completedAt: z.string().optional(),
});
export type IdentityVerificationRun = z.infer<typeof identityVerificationRunSchema>;

/** What starting (or resuming) a run answers: the run, a fresh client token and the page to open. */
export const identityVerificationStartResponseSchema = z.object({
  provider: z.enum(identityProviders),
  workflowRunId: z.string(),
  /** The client token (for the mobile app's native SDK through the bridge); valid {@link identityRunTokenLifetimeMs}. */
  token: z.string(),
  /** The web path to open: the hosted page, or the video job page. */
  path: z.string(),
  status: z.enum(identityVerificationStatuses),
  expiresAt: z.string(),
});

/** The body of a start: the method (document by default). */
export const identityVerificationStartBodySchema = z.object({
  method: z.enum(identityVerificationMethodValues, { error: 'invalid_value' }).optional(),
});

/** What the hosted page reads of its run with the token. */
export const identityVerificationSessionSchema = z.object({
  workflowRunId: z.string(),
  provider: z.enum(identityProviders),
  method: z.enum(identityVerificationMethodValues),
  status: z.enum(identityVerificationStatuses),
  documentType: z.number().int().optional(),
  /** The sides captured so far (the latest capture of each side counts). */
  captured: z.array(z.enum(identityCaptureSides)),
  declineReasons: z.array(z.enum(identityDeclineReasons)),
  /** True when the provider is a sandbox (the page then offers the labelled outcome choice). */
  isSandbox: z.boolean(),
  /**
   * True for a business's director or owner verifying by their own e-mailed link (decision 0112):
   * they have no account here, so the page ends without a way to one.
   */
  isForBusinessPerson: z.boolean(),
  expiresAt: z.string(),
});
export type IdentityVerificationSession = z.infer<typeof identityVerificationSessionSchema>;

/** The run token's proof, as every hosted-page call sends it in its body (never in a query string). */
export const identityRunCredentialSchema = z.object({
  workflowRunId: workflowRunIdSchema,
  token: identityRunTokenSchema,
});

/** The `data` part of a capture upload. */
export const identityCaptureDataSchema = identityRunCredentialSchema.extend({
  side: z.enum(identityCaptureSides, { error: 'invalid_value' }),
  documentType: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .refine((value) => (identityVerificationDocumentTypes as readonly number[]).includes(value), {
      error: 'invalid_value',
    }),
});

/** The body of a submit: the credential and, for a sandbox, the outcome the tester chose (approved when absent). */
export const identitySubmitBodySchema = identityRunCredentialSchema.extend({
  sandboxOutcome: z.enum(sandboxIdentityOutcomes, { error: 'invalid_value' }).optional(),
});

/** The video job's finish: for a sandbox, the outcome the tester chose. */
export const videoIdentityJobFinishBodySchema = z.object({
  sandboxOutcome: z.enum(sandboxIdentityOutcomes, { error: 'invalid_value' }).optional(),
});

/** A video job as its page reads it. */
export const videoIdentityJobResponseSchema = z.object({ job: identityVerificationRunSchema, isSandbox: z.boolean() });

export const identityVerificationListMethod = defineMethod({
  name: 'identityVerificationList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    'The caller\'s identity-verification runs, newest first, at most 50 (spec 002 §7 "Identity verification"): provider, status, decline reasons; never a token.',
  request: onBehalfSchema,
  response: z.object({ runs: z.array(identityVerificationRunSchema) }),
});
