import { StartIdentityVerificationButton } from '../../features/identity-verification/index.ts';
import { KycPage } from '../../features/kyc/components/kyc-page.tsx';

/**
 * The KYC page (spec 000 §2, 002 §2 `kyc`, `business-kyc`): the KYC feature's steps with the
 * identity-verification feature's check (camera and selfie with the provider) offered first.
 */
export function Component() {
  return <KycPage identityCheck={<StartIdentityVerificationButton variant="filled" />} />;
}
