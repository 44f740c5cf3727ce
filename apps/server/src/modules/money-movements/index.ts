/**
 * The money-movements module's public use cases (decision 0130): every money submit goes through
 * it (holds, the approval code or push, a business's approval by its policy, expiry), and each kind
 * of movement registers what happens once its hold is approved or voided (`heldSubmitHandlers`).
 * Other modules import only from here.
 */
export {
  setHeldSubmitHandlers,
  setRecurringScheduleHandler,
  submitTransfer,
  withApprovalCode,
  type Submitter,
} from './approvals.ts';
export { holdChangeRequest, listWaitingChangeRequests, setRequestEffects } from './transaction-requests.ts';
