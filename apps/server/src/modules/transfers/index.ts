/** The transfers module's public parts; other modules and app.ts import only from here. */
export { cancelRecurringTransfer, runDueRecurringTransfers } from './recurring-transfers.ts';
