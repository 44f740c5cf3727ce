import { documentCategories, type DocumentCategoryId } from './kyc.schemas.ts';

/**
 * The documents a customer provides on the KYC page before "Send for review" (`kycRequest`; spec 002
 * §2 `kyc` and `business-kyc`, §4; decisions 0067, 0090, 0094): one step per document category, in
 * the page's order. A person proves their identity and address. A business proves its
 * representative's identity and address, the company's registration (certificate of incorporation
 * or registry extract) and who owns and controls it (shareholder register, articles, ownership
 * chart); a proof of the company's trading address is optional, since the registration document
 * already states the registered office.
 */

/** One step of the KYC page: a document category and whether "Send for review" needs it. */
export interface KycStep {
  categoryId: DocumentCategoryId;
  isRequired: boolean;
}

const personalSteps: readonly KycStep[] = [
  { categoryId: documentCategories.ProofOfIdentity, isRequired: true },
  { categoryId: documentCategories.ProofOfAddress, isRequired: true },
];

const businessSteps: readonly KycStep[] = [
  { categoryId: documentCategories.ProofOfIdentity, isRequired: true },
  { categoryId: documentCategories.ProofOfAddress, isRequired: true },
  { categoryId: documentCategories.BusinessRegistration, isRequired: true },
  { categoryId: documentCategories.BusinessAddress, isRequired: false },
  { categoryId: documentCategories.ControlDocument, isRequired: true },
];

/** The KYC page's document steps for a customer type, in order (decision 0094). */
export function kycStepsOf(customerType: 'personal' | 'business'): readonly KycStep[] {
  return customerType === 'business' ? businessSteps : personalSteps;
}

/** What `kycRequest` knows about the customer's documents (from `kycCustomerInfo`). */
export interface KycRequestFacts {
  customerType: 'personal' | 'business';
  /** Categories with a current document that is confirmed or awaiting review. */
  providedCategories: readonly number[];
  /** A provider's identity check is open: it stands for the identity document (decision 0073). */
  isIdentityVerificationRunning: boolean;
}

/**
 * The first required category still missing before the customer may send their documents for review,
 * or undefined when nothing is missing (`kycRequest` answers 'VF' `document_required` on `categoryId`
 * naming it; decision 0094). An open identity check counts as the identity document.
 */
export function missingKycCategoryOf(facts: KycRequestFacts): DocumentCategoryId | undefined {
  const provided = new Set(facts.providedCategories);
  const missing = kycStepsOf(facts.customerType).find(
    (step) =>
      step.isRequired &&
      !provided.has(step.categoryId) &&
      !(step.categoryId === documentCategories.ProofOfIdentity && facts.isIdentityVerificationRunning),
  );
  return missing?.categoryId;
}
