import { accountListMethod } from './accounts/accounts.schemas.ts';
import { loginHistoryMethod, smsOutboxListMethod } from './auth/security.schemas.ts';
import { brandConfigMethod } from './brands/brands.schemas.ts';
import {
  activationResendMethod,
  botChallengeMethod,
  checkEmailExistsMethod,
  passwordResetCheckMethod,
  passwordResetCompleteMethod,
  passwordResetRequestMethod,
  registerPersonalMethod,
} from './onboarding/onboarding.schemas.ts';
import { customerInfoMethod } from './customers/customers.schemas.ts';
import {
  historyExportMethod,
  historyExportSendMethod,
  historyExportStatusMethod,
  outboxListMethod,
  transactionHistoryMethod,
  transactionTypeListMethod,
} from './history/history.schemas.ts';
import type { MethodDeclaration } from './method.ts';
import {
  addCurrencyMethod,
  balanceInquiryMethod,
  betweenAccountsFeeMethod,
  betweenAccountsTransferMethod,
  checkEmailMethod,
  defaultExchangeRatesMethod,
  exchangeRateMethod,
  limitsMethod,
  maxAmountMethod,
  p2pBeneficiaryListMethod,
  p2pFeeMethod,
  p2pTransferMethod,
  preapprovedPaymentCancelMethod,
  preapprovedPaymentListMethod,
  updateExchangeRateMethod,
  approveTransferMethod,
  declineTransferMethod,
  resendApprovalCodeMethod,
  setTransactionApproveModeMethod,
} from './transfers/transfers.schemas.ts';

/**
 * Every main-API method (`POST /api/?method=NAME`), declared once. The server refuses to
 * start if one of these has no handler; the web's `api.call(name, input)` is typed by it.
 */
export const methods = {
  brandConfig: brandConfigMethod,
  customerInfo: customerInfoMethod,
  accountList: accountListMethod,
  balanceInquiry: balanceInquiryMethod,
  addCurrency: addCurrencyMethod,
  exchangeRate: exchangeRateMethod,
  defaultExchangeRates: defaultExchangeRatesMethod,
  updateExchangeRate: updateExchangeRateMethod,
  checkEmail: checkEmailMethod,
  p2pFee: p2pFeeMethod,
  p2pTransfer: p2pTransferMethod,
  p2pBeneficiaryList: p2pBeneficiaryListMethod,
  betweenAccountsFee: betweenAccountsFeeMethod,
  betweenAccountsTransfer: betweenAccountsTransferMethod,
  maxAmount: maxAmountMethod,
  limits: limitsMethod,
  transactionHistory: transactionHistoryMethod,
  transactionTypeList: transactionTypeListMethod,
  preapprovedPaymentList: preapprovedPaymentListMethod,
  preapprovedPaymentCancel: preapprovedPaymentCancelMethod,
  historyExport: historyExportMethod,
  historyExportStatus: historyExportStatusMethod,
  historyExportSend: historyExportSendMethod,
  outboxList: outboxListMethod,
  loginHistory: loginHistoryMethod,
  smsOutboxList: smsOutboxListMethod,
  approveTransfer: approveTransferMethod,
  declineTransfer: declineTransferMethod,
  resendApprovalCode: resendApprovalCodeMethod,
  setTransactionApproveMode: setTransactionApproveModeMethod,
  checkEmailExists: checkEmailExistsMethod,
  botChallenge: botChallengeMethod,
  registerPersonal: registerPersonalMethod,
  activationResend: activationResendMethod,
  passwordResetRequest: passwordResetRequestMethod,
  passwordResetCheck: passwordResetCheckMethod,
  passwordResetComplete: passwordResetCompleteMethod,
} as const satisfies Record<string, MethodDeclaration>;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
