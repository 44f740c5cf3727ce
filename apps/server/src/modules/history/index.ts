/** The history module's public parts; other modules and app.ts import only from here. */
export { historyJobs } from './history.jobs.ts';
