import { z } from 'zod';
import { defineRoute, defineRoutes } from '../route.ts';

/** Outcomes of a rail webhook: applied now, a replay of one already received, stale for the payout's state, or kept until an earlier event arrives. */
export const railWebhookOutcomes = ['applied', 'duplicate', 'ignored', 'deferred'] as const;

/** Payout rails' webhooks (decision 0040): the rail reports a payout's outcome, signed (Standard Webhooks). */
export const payoutsRoutes = defineRoutes({
  railWebhook: defineRoute({
    name: 'railWebhook',
    method: 'POST',
    path: '/api/webhooks/rails/:rail',
    access: 'public',
    summary:
      "A payout rail's signed event (Standard Webhooks headers webhook-id, webhook-timestamp, webhook-signature over the exact body): settled, failed or returned. 401 'AU' for a bad signature; a replay or an out-of-order event changes nothing.",
    request: { params: z.object({ rail: z.string().regex(/^[a-z0-9-]{1,32}$/) }) },
    response: z.object({ received: z.literal(true), outcome: z.enum(railWebhookOutcomes) }),
    reply: 'json',
    rateLimit: 50,
  }),
});
