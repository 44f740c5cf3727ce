/** The approvals module's public use cases; other modules import only from here. */
export {
  deliverApprovalCode,
  runHeldSubmitHandler,
  setHeldSubmitHandlers,
  submitTransfer,
  withApprovalCode,
  type Submitter,
} from './approvals.ts';
