import { jobListPageSize } from '@tessera/contract';
import type { MethodHandlers } from '../rpc/registry.ts';
import { listJobs, retryDeadJob } from './jobs.ts';

/** Main-API handlers of the background-job admin view (decision 0022); the dispatcher admits only admins. */
export const jobMethods: MethodHandlers = {
  jobList: async (input, ctx) => ({
    ...(await listJobs(ctx.db, input, jobListPageSize)),
    pageSize: jobListPageSize,
  }),
  jobRetry: async (input, ctx) => ({ job: await retryDeadJob(ctx.db, input.id) }),
};
