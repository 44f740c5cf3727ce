/** The limits module's public use cases. */
export {
  consumeLimit,
  getLimitStatus,
  limitDays,
  limitExceeded,
  limitRows,
  releaseLimit,
  remainingAllowance,
  type LimitConsumption,
  type LimitKind,
  type LimitOperation,
} from './limits.ts';
