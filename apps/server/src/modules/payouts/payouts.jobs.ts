import { z } from 'zod';
import { defineJob } from '../../platform/jobs.ts';
import { dispatchPayout } from './dispatch-payout.ts';

/**
 * Hands one payout to its rail (decision 0040): enqueued in the submit's (or the approval's)
 * transaction, so it exists exactly when the held payout does; retried with back-off while the rail
 * cannot be reached (a repeat send answers the same reference).
 */
export const payoutDispatchJob = defineJob({
  name: 'payout-dispatch',
  schedule: 'on-demand',
  maxAttempts: 20,
  payload: z.object({ payoutId: z.string() }),
  run: async (payload, { db, adapters }) => {
    if (!adapters) throw new Error('payout-dispatch needs the payout rail adapter');
    return (await dispatchPayout(db, adapters.payoutRail, payload.payoutId)) ? 1 : 0;
  },
});

/** The payouts module's background jobs. */
export const payoutJobs = [payoutDispatchJob];
