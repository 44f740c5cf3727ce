import { deleteExpiredBotChallenges } from './bot-challenge.ts';
import { eventDeliveryJob } from './events.ts';
import { defineJob, deleteOldDoneJobs, emptyPayload } from './jobs.ts';
import { deleteExpiredRateLimits } from './rate-limits.ts';
import { railsSandboxDeliveryJob, railsSandboxIncomingJob } from './sandbox-payout-rail.ts';

/** Forgets rate-limit windows that ended and proof-of-work nonces past their time (decision 0015). */
const rateLimitCleanUpJob = defineJob({
  name: 'rate-limit-clean-up',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: async (_payload, { db }) => (await deleteExpiredRateLimits(db)) + (await deleteExpiredBotChallenges(db)),
});

/** Deletes on-demand jobs that finished a week ago (decision 0022). */
const jobCleanUpJob = defineJob({
  name: 'job-clean-up',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: (_payload, { db }) => deleteOldDoneJobs(db),
});

/** The platform's own background jobs. */
export const platformJobs = [
  rateLimitCleanUpJob,
  jobCleanUpJob,
  railsSandboxDeliveryJob,
  railsSandboxIncomingJob,
  eventDeliveryJob,
];
