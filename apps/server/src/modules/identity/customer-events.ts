import { z } from 'zod';
import { defineEvent } from '../../platform/events.ts';

/**
 * `customer.disabled` (decisions 0016, 0131): an administrator disabled every user of the customer,
 * whose sessions, devices and sign-ins ended in the same transaction. Published in that
 * transaction; modules above customers react through their manifests' subscriptions.
 */
export const customerDisabled = defineEvent({
  type: 'customer.disabled',
  aggregateType: 'customer',
  payload: z.object({
    customerId: z.number().int().positive(),
    /** The users disabled, whose open live-channel sockets must close. */
    userIds: z.array(z.number().int().positive()).max(1_000),
  }),
});
