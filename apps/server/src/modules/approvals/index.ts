/** The approvals module's public use cases; other modules import only from here. */
export { sendApprovalCodeOnce, submitTransfer, voidCustomerApprovals } from './approvals.ts';
