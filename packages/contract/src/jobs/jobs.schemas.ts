import { z } from 'zod';
import { defineMethod } from '../method.ts';
import { adminReasonSchema } from '../customers/customer-admin.schemas.ts';
import { uuidSchema } from '../validation.ts';

/**
 * Background jobs (docs/decisions/0022): the admin view of the server's job table. A job is
 * `pending` until a worker claims it, `running` while a worker holds its lock, `done` when it
 * succeeded, `failed` after a failed attempt that will be retried (at `runAt`, with back-off), and
 * `dead` once it failed its last allowed attempt; only an administrator's `jobRetry` revives it.
 */
export const jobStates = ['pending', 'running', 'done', 'failed', 'dead'] as const;
export type JobState = (typeof jobStates)[number];

/** Jobs per page of `jobList`. */
export const jobListPageSize = 20;

/** One job as the admin view shows it. Times are ISO 8601 UTC. */
export const adminJobSchema = z.object({
  id: z.string(),
  /** The declared job's name, e.g. `approval-expiry`. */
  name: z.string(),
  state: z.enum(jobStates),
  /** Whether the job runs on a schedule (one row, rescheduled after each run) or was enqueued once. */
  isPeriodic: z.boolean(),
  /** Attempts started so far (for a periodic job: failures in a row, or 1 while it runs). */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it is due: the next run of a pending or failed job, the due time of a running or finished one. */
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().optional(),
  /** The last failure's message (scrubbed of quoted values and SQL parameters). */
  lastError: z.string().optional(),
  /** The payload as JSON text with every secret field redacted, cut to 300 characters. */
  payloadText: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const jobListMethod = defineMethod({
  name: 'jobList',
  callers: { signedIn: 'admin' },
  summary:
    'Background jobs, most recently changed first, optionally of one state, with the number of jobs in each state (admin).',
  request: z.object({
    state: z.enum(jobStates).optional(),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({
    jobs: z.array(adminJobSchema),
    total: z.number().int(),
    pageSize: z.number().int(),
    counts: z.object({
      pending: z.number().int(),
      running: z.number().int(),
      done: z.number().int(),
      failed: z.number().int(),
      dead: z.number().int(),
    }),
  }),
});

export const jobRetryMethod = defineMethod({
  name: 'jobRetry',
  callers: { signedIn: 'admin' },
  summary:
    "Puts a dead job back to pending with its attempts reset, to run at once (admin). 'VF' with job_not_found or job_not_dead otherwise.",
  request: z.object({ id: uuidSchema }),
  response: z.object({ job: adminJobSchema }),
});

/**
 * Deliveries of domain events to their subscribers (docs/decisions/0131), one per event and
 * subscriber, in the same states as jobs: `pending` until delivered (also while it waits for an
 * earlier event of its aggregate), `running` while a worker delivers it, `done`, `failed` after a
 * failed attempt that will be retried at `runAt`, `dead` after the last attempt until an
 * administrator's `eventDeliveryRetry`.
 */
export const adminEventDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  /** The event type, e.g. `customer.disabled`. */
  eventType: z.string(),
  /** What the event is about, e.g. `customer` and `42`. */
  aggregateType: z.string(),
  aggregateId: z.string(),
  /** The subscription's name, e.g. `money-movements.void-held-submits`. */
  subscriber: z.string(),
  state: z.enum(jobStates),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When the next attempt is due (ISO 8601 UTC). */
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().optional(),
  /** The last failure's message (scrubbed of quoted values and SQL parameters). */
  lastError: z.string().optional(),
  /** The payload as JSON text with every secret field redacted, cut to 300 characters. */
  payloadText: z.string(),
});
export type AdminEventDelivery = z.infer<typeof adminEventDeliverySchema>;

export const eventDeliveryListMethod = defineMethod({
  name: 'eventDeliveryList',
  callers: { signedIn: 'admin' },
  summary:
    'Deliveries of domain events to their subscribers, most recently changed first, optionally of one state, with the number in each state (admin).',
  request: z.object({
    state: z.enum(jobStates).optional(),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({
    deliveries: z.array(adminEventDeliverySchema),
    total: z.number().int(),
    pageSize: z.number().int(),
    counts: z.object({
      pending: z.number().int(),
      running: z.number().int(),
      done: z.number().int(),
      failed: z.number().int(),
      dead: z.number().int(),
    }),
  }),
});

export const eventDeliveryRetryMethod = defineMethod({
  name: 'eventDeliveryRetry',
  callers: { signedIn: 'admin' },
  summary:
    "Puts a dead event delivery back to pending with its attempts reset, to be delivered at once, recorded in the admin audit log with the reason (admin). 'VF' with delivery_not_found or delivery_not_dead otherwise.",
  request: z.object({ id: uuidSchema, reason: adminReasonSchema }),
  response: z.object({ delivery: adminEventDeliverySchema }),
});
