/** The customers module's public use cases. */
export { createCustomer } from './create-customer.ts';
export { recordTermsAcceptance } from './accept-terms.ts';
export { countCustomers } from './count-customers.ts';
export { isCustomerDisabled } from './is-customer-disabled.ts';
export { findCustomerBrand, findCustomerByEmail, findCustomerContact } from './find-customer-by-email.ts';
export {
  advanceTotpStep,
  findCustomerLogins,
  findEnabledUserIdentity,
  findLogin2faMode,
  findTransactionApproveMode,
  findUserByEmail,
  findUserById,
  findUserEmails,
  isUserEnabled,
  setTransactionApproveMode,
  setUserLogin2faMode,
  updateUser,
  updateUserByEmail,
} from './users.ts';
export { findAccessRight } from './access-rights.ts';
