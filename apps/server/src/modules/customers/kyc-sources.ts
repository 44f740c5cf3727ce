import { isIdentityVerificationRunning } from '../identity-verification/index.ts';
import { addressDocumentFlagsOf } from '../profile/index.ts';
import type { KycSources } from './kyc-state.ts';

/**
 * Where the verification derivation learns about addresses and identity-verification runs (decision
 * 0067): the profile module for addresses, the identity-verification module for open runs; wired
 * here, in one place. The calls are wrapped so that the import cycles (both modules also use the
 * customers module) are only followed at call time.
 */
export const kycSources: KycSources = {
  addressFlagsOf: (db, customerId) => addressDocumentFlagsOf(db, customerId),
  isIdentityVerificationRunning: (db, customerId) => isIdentityVerificationRunning(db, customerId),
};
