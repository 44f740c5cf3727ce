/**
 * The identity module's public use cases (decision 0130): the customer record and its standing,
 * users and their sign-in settings, companies, access rights and the permission set. The lowest
 * business layer: every module may use it, it uses none.
 */
export { createCustomer } from './create-customer.ts';
export { countCustomers } from './count-customers.ts';
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
export { changeUserLogin, findPersonalDetails, updatePersonalDetails } from './personal-details.ts';
export { findCustomerResidence, findUserCustomerId } from './find-customer-residence.ts';
export { addBusinessUser, canApproveRequests, listCompanyUsers } from './company-users.ts';
export { actingCustomerType } from './customer-records.ts';
export { findCompanyOf } from './find-company.ts';
export {
  findCustomerIdByEmail,
  findCustomerMembers,
  findCustomerWithUser,
  setCustomerUsersDisabled,
} from './customer-records.ts';
export { permissionSetFor, writePermissionChanges } from './permissions.ts';
export { displayName, optionalName } from './find-customer-by-email.ts';
export { setCustomerStanding } from './customer-standing.ts';
/**
 * The customer and user tables, for the read queries of the modules above that list customers with
 * their standing (the KYC review queue, the admin's customer lists) in one statement; decision 0130.
 * Only identity writes them ({@link setCustomerStanding} for the standing).
 */
export { customers, users } from './identity.schema.ts';
