/** The limits module's public use cases. */
export {
  consumeLimit,
  getLimitStatus,
  releaseLimit,
  remainingAllowance,
  type LimitConsumption,
  type LimitOperation,
  type LimitStatus,
} from './limits.ts';
