/** The fees module's public use cases. */
export { computeFee, findFeeSchedule, type FeeOperation, type FeeSchedule } from './fees.ts';
