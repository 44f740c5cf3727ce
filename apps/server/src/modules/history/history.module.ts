import { historyMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { historyJobs } from './history.jobs.ts';
import { historyHandlers } from './history.methods.ts';
import { historyRouteHandlers } from './history.routes.ts';

/** The history module (spec 001 §3, §7): movements, exports (e-mailed) and the CSV download. */
export const historyModule = defineModule({
  name: 'history',
  methods: [serveArea(historyMethods, historyHandlers)],
  routes: () => historyRouteHandlers,
  jobs: historyJobs,
  adapters: ['mailer'],
});
