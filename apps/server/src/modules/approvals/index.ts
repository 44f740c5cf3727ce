/** The approvals module's public use cases; other modules import only from here. */
export {
  approvalTtlSeconds,
  approveTransfer,
  declineTransfer,
  expireApprovals,
  sendApprovalCode,
  submitTransfer,
  type SubmitOutcome,
  type Submitter,
} from './approvals.ts';
export { sendApprovalCodeOnce } from './approvals.ts';
export { approvalStatus, resolveByPush, voidCustomerApprovals } from './approvals.ts';
export { approvalJobs } from './approvals.jobs.ts';
