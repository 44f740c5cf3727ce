import { publish, userTopic } from '../../platform/live.ts';
import { subscribe } from '../../platform/events.ts';
import { afterCommit } from '../../platform/transactions.ts';
import { payoutFailed } from './payout-events.ts';

/**
 * After a payout failed, the submitting user's open screens hear that it was rejected and why
 * (spec 001 §8 live message `transaction`; decision 0131). Notifications and webhooks will
 * subscribe to the same event.
 */
export const announceFailedPayout = subscribe(payoutFailed, {
  name: 'payouts.announce-failed-payout',
  handle: async (tx, event) => {
    const { payoutId, userId, code } = event.payload;
    afterCommit(tx, () =>
      publish(userTopic(userId), {
        type: 'transaction',
        transactionId: payoutId,
        status: 'rejected',
        message: `The payout was not delivered (${code}). The money is back in your account.`,
      }),
    );
  },
});
