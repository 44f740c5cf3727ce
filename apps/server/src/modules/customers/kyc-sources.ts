import { addressDocumentFlagsOf } from '../profile/index.ts';
import type { KycSources } from './kyc-state.ts';

/**
 * Where the verification derivation learns about addresses and identity-verification runs (decision
 * 0067): the profile module answers for addresses; wired here, in one place. The calls are wrapped so
 * that the import cycle (profile also uses the customers module) is only followed at call time.
 */
export const kycSources: KycSources = {
  addressFlagsOf: (db, customerId) => addressDocumentFlagsOf(db, customerId),
  isIdentityVerificationRunning: async () => false,
};
