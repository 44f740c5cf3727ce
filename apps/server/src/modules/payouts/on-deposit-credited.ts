import { publish, userTopic } from '../../platform/live.ts';
import { subscribe } from '../../platform/events.ts';
import { afterCommit } from '../../platform/transactions.ts';
import { listCompanyUsers } from '../identity/index.ts';
import { depositCredited } from './payout-events.ts';

/**
 * After a bank deposit is credited, every user who may act for the customer hears a completed
 * `transaction` live message (spec 001 §8), so open balance and history screens read again
 * (decision 0131). Notifications and webhooks will subscribe to the same event.
 */
export const announceCreditedDeposit = subscribe(depositCredited, {
  name: 'payouts.announce-credited-deposit',
  handle: async (tx, event) => {
    const { customerId, transferId } = event.payload;
    const users = await listCompanyUsers(tx, customerId);
    afterCommit(tx, () => {
      for (const { userId } of users)
        publish(userTopic(userId), { type: 'transaction', transactionId: transferId, status: 'completed' });
    });
  },
});
