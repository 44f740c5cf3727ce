import { defineMethods } from '../method.ts';
import {
  betweenAccountsFeeMethod,
  betweenAccountsTransferMethod,
  checkEmailMethod,
  limitsMethod,
  maxAmountMethod,
  p2pBeneficiaryListMethod,
  p2pFeeMethod,
  p2pTransferMethod,
  preapprovedPaymentCancelMethod,
  preapprovedPaymentListMethod,
} from './transfers.schemas.ts';

/** The transfers area (spec 001 §3, §5, §7): quotes, submits, payees, limits and subscriptions. */
export const transfersMethods = defineMethods({
  checkEmail: checkEmailMethod,
  p2pFee: p2pFeeMethod,
  p2pTransfer: p2pTransferMethod,
  p2pBeneficiaryList: p2pBeneficiaryListMethod,
  betweenAccountsFee: betweenAccountsFeeMethod,
  betweenAccountsTransfer: betweenAccountsTransferMethod,
  maxAmount: maxAmountMethod,
  limits: limitsMethod,
  preapprovedPaymentList: preapprovedPaymentListMethod,
  preapprovedPaymentCancel: preapprovedPaymentCancelMethod,
});
