import { defineMethods } from '../method.ts';
import {
  approvalPolicyGetMethod,
  approvalPolicySetMethod,
  transactionRequestApproveMethod,
  transactionRequestConfirmMethod,
  transactionRequestListMethod,
  transactionRequestMassApproveMethod,
  transactionRequestMassListMethod,
  transactionRequestWithdrawMethod,
} from './business-approval.schemas.ts';

/** The business-approval area (spec 001 §4, §6, §7 "Business approval"; decision 0105). */
export const businessApprovalMethods = defineMethods({
  transactionRequestList: transactionRequestListMethod,
  transactionRequestMassList: transactionRequestMassListMethod,
  transactionRequestApprove: transactionRequestApproveMethod,
  transactionRequestMassApprove: transactionRequestMassApproveMethod,
  transactionRequestConfirm: transactionRequestConfirmMethod,
  transactionRequestWithdraw: transactionRequestWithdrawMethod,
  approvalPolicyGet: approvalPolicyGetMethod,
  approvalPolicySet: approvalPolicySetMethod,
});
