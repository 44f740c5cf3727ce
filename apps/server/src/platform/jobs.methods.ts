import type { jobsMethods } from '@tessera/contract';
import { jobListPageSize } from '@tessera/contract';
import type { AreaHandlers } from '../rpc/module.ts';
import { listJobs, retryDeadJob } from './jobs.ts';

/** Main-API handlers of the background-job admin view (decision 0022); the dispatcher admits only admins. */
export const jobsHandlers = {
  jobList: async (input, ctx) => ({
    ...(await listJobs(ctx.db, input, jobListPageSize)),
    pageSize: jobListPageSize,
  }),
  jobRetry: async (input, ctx) => ({ job: await retryDeadJob(ctx.db, input.id) }),
} satisfies AreaHandlers<typeof jobsMethods>;
