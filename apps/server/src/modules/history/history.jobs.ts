import { defineJob, emptyPayload } from '../../platform/jobs.ts';
import { runPendingHistoryExports } from './history-exports.ts';

/**
 * Generates pending history exports. `historyExport` starts a pass at once after its reply; this
 * periodic pass picks up exports whose first pass was lost (a process stopped mid-way).
 */
const historyExportsJob = defineJob({
  name: 'history-exports',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: (_payload, { db }) => runPendingHistoryExports(db),
});

/** The history module's background jobs. */
export const historyJobs = [historyExportsJob];
