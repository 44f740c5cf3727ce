/** The customers module's public use cases (customer info, terms, KYC decisions, due diligence). */
export { recordTermsAcceptance } from './accept-terms.ts';
export { getCustomerInfo } from './get-customer-info.ts';
export { addRestriction } from './kyc-admin.ts';
export { updateDueDiligenceInfo } from './due-diligence.ts';
