/** The customers module's public use cases. */
export { createCustomer, type CreateCustomerInput } from './create-customer.ts';
export { getCustomerInfo } from './get-customer-info.ts';
export { countCustomers } from './count-customers.ts';
export { isCustomerDisabled } from './is-customer-disabled.ts';
export {
  findCustomerBrand,
  findCustomerByEmail,
  findCustomerContact,
  displayName,
  type CustomerByEmail,
} from './find-customer-by-email.ts';
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
  type Login2faMode,
  type UserChanges,
  type UserRow,
} from './users.ts';
