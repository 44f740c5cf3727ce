import { defineMethods } from '../method.ts';
import {
  approvalStatusMethod,
  approveTransferMethod,
  declineTransferMethod,
  resendApprovalCodeMethod,
  setTransactionApproveModeMethod,
  usableApprovalModesMethod,
} from './approvals.schemas.ts';

/** The transaction-approval area (spec 001 §4, §7). */
export const approvalsMethods = defineMethods({
  approveTransfer: approveTransferMethod,
  approvalStatus: approvalStatusMethod,
  declineTransfer: declineTransferMethod,
  resendApprovalCode: resendApprovalCodeMethod,
  setTransactionApproveMode: setTransactionApproveModeMethod,
  usableApprovalModes: usableApprovalModesMethod,
});
