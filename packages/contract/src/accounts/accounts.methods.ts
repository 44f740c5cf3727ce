import { defineMethods } from '../method.ts';
import { accountsTotalMethod, addCurrencyMethod, balanceInquiryMethod } from './accounts-methods.schemas.ts';
import { accountListMethod } from './accounts.schemas.ts';

/** The accounts area (spec 001 §1–§2): the customer's accounts, balances and currencies. */
export const accountsMethods = defineMethods({
  accountList: accountListMethod,
  balanceInquiry: balanceInquiryMethod,
  addCurrency: addCurrencyMethod,
  accountsTotal: accountsTotalMethod,
});
