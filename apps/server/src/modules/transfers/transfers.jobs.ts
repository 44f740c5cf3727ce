import { defineJob, emptyPayload } from '../../platform/jobs.ts';
import { runDueRecurringTransfers } from './recurring-transfers.ts';

/** Makes the due runs of recurring transfers (spec 001 §3 subscriptions), every scheduler interval. */
const recurringTransfersJob = defineJob({
  name: 'recurring-transfers',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: (_payload, { db }) => runDueRecurringTransfers(db),
});

/** The transfers module's background jobs. */
export const transferJobs = [recurringTransfersJob];
