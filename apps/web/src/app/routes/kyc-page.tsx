import { useMatch } from 'react-router';
import { StartIdentityVerificationButton } from '../../features/identity-verification/index.ts';
import { KycPage } from '../../features/kyc/components/kyc-page.tsx';

/**
 * The KYC pages (spec 000 §2, 002 §2 `kyc`, `business-kyc`; decision 0094): the KYC feature's steps
 * (a person's, or a business's representative and company on business-kyc) with the
 * identity-verification feature's check (camera and selfie with the provider) offered first. The
 * main layout's guard sends each customer to their own variant.
 */
export function Component() {
  const isBusiness = useMatch('/business-kyc') !== null;
  return (
    <KycPage
      variant={isBusiness ? 'business' : 'personal'}
      identityCheck={<StartIdentityVerificationButton variant="filled" />}
    />
  );
}
