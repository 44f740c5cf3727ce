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
