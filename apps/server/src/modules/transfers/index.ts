/** The transfers module's public use cases; other modules import only from here. */
export { cancelRecurringTransfer, runDueRecurringTransfers } from './recurring-transfers.ts';
