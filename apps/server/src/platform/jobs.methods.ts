import type { jobsMethods } from '@tessera/contract';
import { jobListPageSize } from '@tessera/contract';
import type { AreaHandlers } from '../rpc/module.ts';
import { recordAdminWrite } from './admin-actions.ts';
import { listEventDeliveries, retryDeadEventDelivery } from './events.ts';
import { listJobs, retryDeadJob } from './jobs.ts';
import { withTransaction } from './transactions.ts';

/**
 * Main-API handlers of the background-job admin view (decision 0022) and of event deliveries
 * (decision 0131); the dispatcher admits only admins.
 */
export const jobsHandlers = {
  jobList: async (input, ctx) => ({
    ...(await listJobs(ctx.db, input, jobListPageSize)),
    pageSize: jobListPageSize,
  }),
  jobRetry: async (input, ctx) => ({ job: await retryDeadJob(ctx.db, input.id) }),
  eventDeliveryList: async (input, ctx) => ({
    ...(await listEventDeliveries(ctx.db, input, jobListPageSize)),
    pageSize: jobListPageSize,
  }),
  // The revival and its audit row commit together; the delivery runs after the commit.
  eventDeliveryRetry: async (input, ctx) =>
    withTransaction(ctx.db, async (tx) => {
      const { delivery, customerId } = await retryDeadEventDelivery(tx, input.id);
      await recordAdminWrite(tx, {
        adminUserId: ctx.caller.userId,
        action: 'eventDeliveryRetry',
        targetCustomerId: customerId,
        reason: input.reason,
        requestId: ctx.requestId,
        ip: ctx.ip,
        details: { deliveryId: delivery.id, eventType: delivery.eventType, subscriber: delivery.subscriber },
      });
      return { delivery };
    }),
} satisfies AreaHandlers<typeof jobsMethods>;
