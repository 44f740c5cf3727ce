import { defineJob, emptyPayload } from '../../platform/jobs.ts';
import { expireTransactionRequests } from './transaction-requests.ts';

/**
 * Expires transaction requests left unreviewed for 7 days (funds released, the maker told) and warns
 * their makers a day before (decision 0105).
 */
const transactionRequestExpiryJob = defineJob({
  name: 'transaction-request-expiry',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: async (_payload, { db, adapters }) => {
    if (!adapters) throw new Error('transaction-request-expiry needs the mailer');
    return expireTransactionRequests(db, { mailer: adapters.mailer, sms: adapters.sms, language: 'en' });
  },
});

/** The transaction-requests module's background jobs. */
export const transactionRequestJobs = [transactionRequestExpiryJob];
