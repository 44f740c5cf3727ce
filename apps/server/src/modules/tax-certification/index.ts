/** The tax-certification module's public use cases. */
export { requestTaxCertification, taxCertificationStatus } from './certification-state.ts';
