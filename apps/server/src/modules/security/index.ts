/** The security module's public use cases for other modules (DESIGN §2: only through this file). */
export { isSignInAddressAllowed } from './security-settings.ts';
export { cancelPendingSecurityChanges } from './pending-changes.ts';
