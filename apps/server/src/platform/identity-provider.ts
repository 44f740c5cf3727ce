import type {
  IdentityCaptureSide,
  IdentityDeclineReason,
  IdentityProviderCode,
  IdentityVerificationMethod,
  SandboxIdentityOutcome,
} from '@tessera/contract';
import type { Executor } from '../db/client.ts';
import type { WebhookHeaders } from './standard-webhooks.ts';

/**
 * The identity-verification providers jmo and nfd (spec 000 §1; decisions
 * 0071–0073), behind one interface (DESIGN §1): modules get the implementations from the
 * composition root and never import one. A provider creates a workflow run with a client token; the
 * person captures a document and a selfie (or joins a video call); after the captures are submitted
 * the provider reports the result later through a signed webhook that
 * {@link IdentityProvider.parseWebhook} verifies. The sandbox (`sandbox-identity-provider.ts`)
 * behaves like a real provider; a real one is another file implementing this interface.
 */

/** A new workflow run at the provider: its id and the client token the hosted page or SDK uses. */
export interface WorkflowRun {
  /** `jmo_` or `nfd_` and 32 hex digits. */
  workflowRunId: string;
  /** 43 base64url characters; never stored in clear by Tessera (decision 0071). */
  token: string;
  expiresAt: Date;
}

/** The captures handed to the provider on submission: file-store keys of inspected images. */
interface SubmittedCaptures {
  workflowRunId: string;
  method: IdentityVerificationMethod;
  /** 1 passport, 4 identity card, 5 driving licence; absent for a video call. */
  documentType?: number;
  captures: readonly { side: IdentityCaptureSide; fileKey: string }[];
  /** The sandbox tester's choice (decision 0072); a real provider ignores it. */
  sandboxOutcome?: SandboxIdentityOutcome;
}

/** A provider's verified result event. */
export interface IdentityResultEvent {
  /** The event's unique id (`webhook-id`): a replay carries the same id. */
  id: string;
  workflowRunId: string;
  result: 'approved' | 'declined' | 'review';
  /** Why a run was declined (empty otherwise). */
  declineReasons: IdentityDeclineReason[];
  occurredAt: Date;
}

/**
 * A provider's report of a finished video identification (decision 0088): the agent's evidence,
 * fetched after the result event, stored as the run's identity document.
 */
interface VideoIdentificationReport {
  /** The report as a PDF (inspected like an upload before it is stored). */
  pdf: Uint8Array;
  /** The document the agent checked: 1 passport, 4 identity card, 5 driving licence. */
  documentType: 1 | 4 | 5;
}

/** A webhook that is not the provider's: a bad or missing signature, a stale timestamp, or an unreadable body. */
export class IdentityWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityWebhookError';
  }
}

/** One identity-verification provider. */
export interface IdentityProvider {
  readonly code: IdentityProviderCode;
  /** True for the sandbox: the hosted page offers the labelled outcome choice. */
  readonly isSandbox: boolean;
  /** Creates a workflow run (document and selfie, or a video call). */
  createWorkflowRun(method: IdentityVerificationMethod): Promise<WorkflowRun>;
  /** Issues a fresh client token for an open run (the previous one stops working at Tessera). */
  issueToken(workflowRunId: string): Promise<Omit<WorkflowRun, 'workflowRunId'>>;
  /**
   * Hands the captures to the provider, in the caller's transaction: the result follows later by
   * webhook. The same run submitted twice is checked once.
   */
  submit(db: Executor, submission: SubmittedCaptures): Promise<void>;
  /**
   * Verifies and reads a webhook of this provider: its headers and the body's exact text.
   * @throws IdentityWebhookError when the signature, the timestamp or the body is not right.
   */
  parseWebhook(headers: WebhookHeaders, rawBody: string): IdentityResultEvent;
  /**
   * The report of a video run whose result `event` announced (decision 0088). A real provider
   * downloads it from its API by the run's id.
   * @throws Error when the report cannot be had yet (the webhook is then answered 5xx and retried).
   */
  fetchVideoReport(event: IdentityResultEvent): Promise<VideoIdentificationReport>;
  /** Sandbox only: posts the signed result of a submitted run (its background job calls this). */
  deliverSandboxResult?(result: SandboxResult): Promise<void>;
}

/** What the sandbox's delivery job carries: the run's result as the sandbox decided it on submission. */
export interface SandboxResult {
  provider: IdentityProviderCode;
  workflowRunId: string;
  result: IdentityResultEvent['result'];
  declineReasons: IdentityDeclineReason[];
  timestamp: string;
}
