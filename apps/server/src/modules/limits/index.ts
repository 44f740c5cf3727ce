/** The limits module's public use cases. */
export { consumeLimit, getLimitStatus, remainingAllowance, type LimitOperation, type LimitStatus } from './limits.ts';
