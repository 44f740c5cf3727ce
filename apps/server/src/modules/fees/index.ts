/** The fees module's public use cases. */
export { computeFee, findFeeSchedule, type FeeOperation } from './fees.ts';
