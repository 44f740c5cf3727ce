import { defineMethods } from '../method.ts';
import { eventDeliveryListMethod, eventDeliveryRetryMethod, jobListMethod, jobRetryMethod } from './jobs.schemas.ts';

/**
 * The background-jobs area (decision 0022): the administrator's view of the job queue, and of the
 * deliveries of domain events to their subscribers (decision 0131).
 */
export const jobsMethods = defineMethods({
  jobList: jobListMethod,
  jobRetry: jobRetryMethod,
  eventDeliveryList: eventDeliveryListMethod,
  eventDeliveryRetry: eventDeliveryRetryMethod,
});
