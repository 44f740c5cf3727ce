import { defineJob, emptyPayload } from '../../platform/jobs.ts';
import { remindResolutionSigners } from './resolutions.ts';

/**
 * Reminds each director who has not yet signed or declined a pending business resolution, once, a
 * day before their link expires (decision 0120). Safe to run twice: each reminder is claimed first.
 */
const resolutionReminderJob = defineJob({
  name: 'resolution-reminders',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: async (_payload, { db, adapters }) => {
    if (!adapters) throw new Error('resolution-reminders needs the mailer');
    return remindResolutionSigners(db, adapters.mailer);
  },
});

/** The company module's background jobs. */
export const companyJobs = [resolutionReminderJob];
