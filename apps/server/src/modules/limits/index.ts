/** The limits module's public use cases. */
export {
  consumeLimit,
  getLimitStatus,
  releaseLimit,
  remainingAllowance,
  type LimitConsumption,
  type LimitOperation,
} from './limits.ts';
