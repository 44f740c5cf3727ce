/** The transfers module's public parts; other modules and app.ts import only from here. */
export { runDueRecurringTransfers } from './recurring-transfers.ts';
