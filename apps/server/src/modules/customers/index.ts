/** The customers module's public use cases. */
export { createCustomer } from './create-customer.ts';
export { recordTermsAcceptance } from './accept-terms.ts';
export { countCustomers } from './count-customers.ts';
export { getCustomerInfo } from './get-customer-info.ts';
export { isCustomerDisabled } from './is-customer-disabled.ts';
export { customerDisabled } from './customer-events.ts';
export {
  customerByEmailFromJson,
  customerContactFromJson,
  findCustomerBrand,
  findCustomerByEmail,
  findCustomerContact,
  normalizedEmail,
} from './find-customer-by-email.ts';
export {
  advanceTotpStep,
  findCustomerLogins,
  findEnabledUserIdentity,
  userIdentityFromJson,
  type UserIdentity,
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
export {
  findAccessRight,
  findPersonalUserByEmail,
  listBusinessUserRights,
  listRelatedAccessRights,
  setAccessRight,
  type BusinessUserRight,
} from './access-rights.ts';
export { permissionSetOf, requireMoneyAction } from './permissions.ts';
export { addRestriction } from './kyc-admin.ts';
export { changeUserLogin, findPersonalDetails, updatePersonalDetails } from './personal-details.ts';
export { findCustomerResidence, findUserCustomerId } from './find-customer-residence.ts';
export { addBusinessUser, canApproveRequests, listCompanyUsers } from './company-users.ts';
export { findCustomerType } from './customers.repository.ts';
export { findCompanyOf } from './find-company.ts';
export { updateDueDiligenceInfo } from './due-diligence.ts';
