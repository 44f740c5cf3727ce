/** The identity-verification module's public use cases. */
export { isIdentityVerificationRunning } from './list-runs.ts';
export { recordIdentityVerificationResult, type IdentityVerificationResult } from './record-result.ts';
