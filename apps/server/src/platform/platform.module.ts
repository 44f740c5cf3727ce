import { jobsMethods, outboxMethods } from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { defineModule, serveArea } from '../rpc/module.ts';
import { jobsHandlers } from './jobs.methods.ts';
import { outboxHandlers } from './outbox.methods.ts';
import { platformJobs } from './platform.jobs.ts';

/** The platform's own operations: health, the background-job view and the outboxes (administrators). */
export const platformModule = defineModule({
  name: 'platform',
  methods: [serveArea(jobsMethods, jobsHandlers), serveArea(outboxMethods, outboxHandlers)],
  routes: (services) => ({
    health: async () => {
      await services.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: services.databaseKind };
    },
  }),
  jobs: platformJobs,
});
