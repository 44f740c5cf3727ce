import { WebhookVerificationError, type Webhook } from 'standardwebhooks';

/**
 * Receiving Standard Webhooks (DESIGN §6; decisions 0040, 0072): the one place Tessera checks an
 * incoming webhook's `webhook-id`, `webhook-timestamp` and `webhook-signature` headers (HMAC-SHA-256
 * over id, timestamp and the exact body, 5-minute tolerance) and reads its JSON body. The payout
 * rail's and the identity providers' adapters call it and map a refusal onto their own error.
 */

/** The request headers as Fastify gives them (lower-case names; a repeated header as an array). */
export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A verified webhook: its id (the same for every retry of one event) and its parsed JSON body. */
interface VerifiedWebhook {
  ok: true;
  id: string;
  payload: unknown;
}

/** A refused webhook and why, for the log (never the body). */
interface RefusedWebhook {
  ok: false;
  reason: string;
}

/**
 * Checks a webhook's signature headers against `rawBody` (the body's exact text) with `verifier`
 * and parses the body as JSON. The first value of a repeated header counts.
 * @returns the webhook's id and body, or the reason it is refused: missing signature headers, a
 *   wrong or stale signature, or a body that is not JSON. Never throws for a bad request.
 */
export function verifyStandardWebhook(
  verifier: Webhook,
  headers: WebhookHeaders,
  rawBody: string,
): VerifiedWebhook | RefusedWebhook {
  const single = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = single('webhook-id');
  const timestamp = single('webhook-timestamp');
  const signature = single('webhook-signature');
  if (!id || !timestamp || !signature) return { ok: false, reason: 'missing webhook signature headers' };
  try {
    verifier.verify(
      rawBody,
      { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
      { jsonParse: false },
    );
  } catch (error) {
    if (error instanceof WebhookVerificationError) return { ok: false, reason: error.message };
    throw error;
  }
  try {
    return { ok: true, id, payload: JSON.parse(rawBody) };
  } catch {
    return { ok: false, reason: 'unreadable webhook body' };
  }
}
