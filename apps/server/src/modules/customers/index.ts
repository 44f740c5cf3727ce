/** The customers module's public use cases (customer info, terms, KYC decisions, due diligence). */
export { recordTermsAcceptance } from './terms-accept.ts';
export { requireAcceptedTerms } from './pending-terms.ts';
export { customerInfo } from './customer-info.ts';
export { addRestriction } from './kyc-admin.ts';
export { dueDiligenceInfoUpdate } from './due-diligence.ts';
