import { randomBytes } from 'node:crypto';
import {
  identityDeclineReasons,
  identityProviders,
  identityRunTokenLifetimeMs,
  type IdentityDeclineReason,
  type IdentityProviderCode,
  type SandboxIdentityOutcome,
} from '@tessera/contract';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import {
  IdentityWebhookError,
  type IdentityProvider,
  type IdentityResultEvent,
  type SandboxResult,
} from './identity-provider.ts';
import { defineJob, enqueueJob } from './jobs.ts';
import { verifyStandardWebhook } from './standard-webhooks.ts';

/**
 * The sandbox identity-verification providers jmo and nfd (decision 0072). Each
 * behaves like a hosted-verification service: a workflow run with a client token, captures submitted
 * from the hosted page, and the result `resultSeconds` later as a Standard Webhooks signed POST to
 * Tessera's own endpoint (the configured URL, never a request's Host) with the provider's own
 * secret, retried with back-off until answered 2xx.
 *
 * A tester picks the result with the hosted page's labelled sandbox choice (`sandboxOutcome`):
 * approved (the default), declined because the document expired, declined because the selfie does
 * not match the document, or sent to manual review.
 */

/** The result and decline reasons the sandbox plays for a tester's choice. */
function sandboxResultOf(outcome: SandboxIdentityOutcome | undefined): {
  result: IdentityResultEvent['result'];
  declineReasons: IdentityDeclineReason[];
} {
  switch (outcome) {
    case 'declinedDocumentExpired':
      return { result: 'declined', declineReasons: ['documentExpired'] };
    case 'declinedSelfieMismatch':
      return { result: 'declined', declineReasons: ['selfieMismatch'] };
    case 'review':
      return { result: 'review', declineReasons: [] };
    default:
      return { result: 'approved', declineReasons: [] };
  }
}

/**
 * The sandbox agent's report of a video call (decision 0088): a one-page PDF naming the run, the
 * document checked (a passport: the sandbox agent asks for one) and the outcome. Plain ASCII in
 * the standard Helvetica, so no font is embedded.
 */
async function sandboxVideoReport(code: IdentityProviderCode, event: IdentityResultEvent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle('Video identification report');
  document.setProducer(`Sandbox ${code}`);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595.28, 841.89]);
  const lines = [
    `Sandbox ${code}: video identification report`,
    `Workflow run: ${event.workflowRunId}`,
    `Finished: ${event.occurredAt.toISOString()}`,
    'Document checked: passport, held next to the face; the face turned left and right',
    `Result: ${event.result}${event.declineReasons.length > 0 ? ` (${event.declineReasons.join(', ')})` : ''}`,
    'Agent: sandbox agent (test environment, no person checked this call)',
  ];
  lines.forEach((line, index) =>
    page.drawText(line, { x: 48, y: 780 - index * 22, size: index === 0 ? 14 : 10, font }),
  );
  return document.save();
}

/** The webhook body both sandboxes send (a real provider's adapter maps its own body into an {@link IdentityResultEvent}). */
const sandboxWebhookBodySchema = z.object({
  type: z.literal('workflow_run.completed'),
  timestamp: z.iso.datetime(),
  data: z.object({
    workflowRunId: z.string().regex(/^(jmo|nfd)_[a-f0-9]{32}$/),
    result: z.enum(['approved', 'declined', 'review']),
    declineReasons: z.array(z.enum(identityDeclineReasons)).max(10),
  }),
});

const sandboxResultSchema = z.object({
  provider: z.enum(identityProviders),
  workflowRunId: z.string(),
  result: z.enum(['approved', 'declined', 'review']),
  declineReasons: z.array(z.enum(identityDeclineReasons)),
  timestamp: z.string(),
});

/** The sandboxes' on-demand job: posts one run's signed result, retried until answered 2xx. */
export const identitySandboxResultJob = defineJob({
  name: 'identity-sandbox-result',
  schedule: 'on-demand',
  maxAttempts: 20,
  payload: sandboxResultSchema,
  run: async (payload, { adapters }) => {
    const provider = adapters?.identityProviders[payload.provider];
    if (!provider?.deliverSandboxResult) return 0;
    await provider.deliverSandboxResult(payload);
    return 1;
  },
});

/** What a sandbox needs: its code, signing secret, Tessera's webhook URL, the delay, and how to POST. */
export interface SandboxIdentityOptions {
  code: IdentityProviderCode;
  /** Standard Webhooks secret (`whsec_` + base64), shared with the receiver; one per provider. */
  webhookSecret: string;
  /** Tessera's own endpoint for this provider, e.g. http://127.0.0.1:8080/api/webhooks/identity-verification/jmo. */
  webhookUrl: string;
  /** Seconds between submission and the result. */
  resultSeconds: number;
  /** POSTs a webhook; defaults to fetch. @returns the HTTP status. */
  post?: (url: string, headers: Record<string, string>, body: string) => Promise<number>;
}

async function defaultPost(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  return response.status;
}

/** The body and signed headers of a sandbox result webhook; tests use it to forge or replay events. */
export function sandboxIdentityWebhook(
  secret: string,
  result: Omit<SandboxResult, 'provider'>,
  at = new Date(),
): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify({
    type: 'workflow_run.completed',
    timestamp: result.timestamp,
    data: { workflowRunId: result.workflowRunId, result: result.result, declineReasons: result.declineReasons },
  });
  // The same run's result keeps its id through retries, so the receiver applies it once.
  const id = `${result.workflowRunId}:completed`;
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
  };
}

/** A sandbox provider with `options`. */
export function createSandboxIdentityProvider(options: SandboxIdentityOptions): IdentityProvider {
  const post = options.post ?? defaultPost;
  const verifier = new Webhook(options.webhookSecret);
  const newToken = () => ({
    token: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + identityRunTokenLifetimeMs),
  });

  return {
    code: options.code,
    isSandbox: true,

    async createWorkflowRun() {
      return { workflowRunId: `${options.code}_${randomBytes(16).toString('hex')}`, ...newToken() };
    },

    async issueToken() {
      return newToken();
    },

    async submit(db, submission) {
      const { result, declineReasons } = sandboxResultOf(submission.sandboxOutcome);
      const at = new Date(Date.now() + options.resultSeconds * 1000);
      await enqueueJob(
        db,
        identitySandboxResultJob,
        {
          provider: options.code,
          workflowRunId: submission.workflowRunId,
          result,
          declineReasons,
          timestamp: at.toISOString(),
        },
        { runAt: at, dedupeKey: submission.workflowRunId },
      );
    },

    parseWebhook(headers, rawBody): IdentityResultEvent {
      const verified = verifyStandardWebhook(verifier, headers, rawBody);
      if (!verified.ok) throw new IdentityWebhookError(verified.reason);
      const read = sandboxWebhookBodySchema.safeParse(verified.payload);
      if (!read.success) throw new IdentityWebhookError('unreadable webhook body');
      const parsed = read.data;
      const id = verified.id;
      if (!parsed.data.workflowRunId.startsWith(`${options.code}_`))
        throw new IdentityWebhookError('a run of another provider');
      return {
        id,
        workflowRunId: parsed.data.workflowRunId,
        result: parsed.data.result,
        declineReasons: parsed.data.result === 'declined' ? parsed.data.declineReasons : [],
        occurredAt: new Date(parsed.timestamp),
      };
    },

    async fetchVideoReport(event) {
      return { pdf: await sandboxVideoReport(options.code, event), documentType: 1 };
    },

    async deliverSandboxResult(result) {
      const { headers, body } = sandboxIdentityWebhook(options.webhookSecret, result);
      const status = await post(options.webhookUrl, headers, body);
      if (status < 200 || status > 299) throw new Error(`webhook answered ${status}`);
    },
  };
}
