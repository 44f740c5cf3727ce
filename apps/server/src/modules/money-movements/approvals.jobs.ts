import { defineJob, emptyPayload } from '../../platform/jobs.ts';
import { expireApprovals } from './approvals.ts';

/** Expires approvals past their time and releases their held funds (decision 0010). */
const approvalExpiryJob = defineJob({
  name: 'approval-expiry',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: (_payload, { db }) => expireApprovals(db),
});

/** The approvals module's background jobs. */
export const approvalJobs = [approvalExpiryJob];
