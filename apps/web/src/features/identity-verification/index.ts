/** The identity-verification feature's public pieces (the KYC page places the button). */
export { StartIdentityVerificationButton } from './components/start-identity-verification-button.tsx';
