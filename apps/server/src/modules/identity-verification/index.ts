/** The identity-verification module's public use cases. */
export { isIdentityVerificationRunning } from './list-runs.ts';
export { recordIdentityVerificationResult } from './record-result.ts';
