import { subscribe } from '../../platform/events.ts';
import { publish, userTopic } from '../../platform/live.ts';
import { afterCommit } from '../../platform/transactions.ts';
import { customerDisabled } from '../identity/index.ts';

/**
 * After a customer is disabled, the open live-channel sockets of its users (web sessions and linked
 * devices) hear `accessRevoked` and close (decisions 0016, 0131). Their tokens and devices stopped
 * working in the disabling's transaction already; this only ends connections opened before it.
 */
export const closeLiveChannelsOfDisabledCustomer = subscribe(customerDisabled, {
  name: 'auth.close-live-channels',
  handle: async (tx, event) => {
    afterCommit(tx, () => {
      for (const userId of event.payload.userIds) publish(userTopic(userId), { type: 'accessRevoked' });
    });
  },
});
