/** The identity-verification module's public use cases. */
export { businessPersonRunStatuses, isIdentityVerificationRunning } from './list-runs.ts';
export { startIdentityVerification } from './start-run.ts';
export { recordIdentityVerificationResult } from './record-result.ts';
