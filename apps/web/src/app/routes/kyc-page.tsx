import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { StartIdentityVerificationButton } from '../../features/identity-verification/index.ts';
import { KycPage } from '../../features/kyc/components/kyc-page.tsx';
import { customerInfoQuery } from '../../shared/api/shared-queries.ts';

/**
 * The KYC pages (spec 000 §2, 002 §2 `kyc`, `business-kyc`; decision 0094): the KYC feature's steps
 * (a person's, or a business's representative and company on business-kyc) with the
 * identity-verification feature's check (camera and selfie with the provider) offered first. On
 * business-kyc the check is the signed-in representative's, for the business (spec 002 §7 "POST
 * /customers/{id}/identity-verification" with `representativeId`). The main layout's guard sends each
 * customer to their own variant.
 */
export function Component() {
  const isBusiness = useMatch('/business-kyc') !== null;
  const customer = useQuery({ ...customerInfoQuery(), enabled: isBusiness });
  const representative =
    isBusiness && customer.data ? { customerId: customer.data.customerId, representativeId: customer.data.userId } : {};
  return (
    <KycPage
      variant={isBusiness ? 'business' : 'personal'}
      identityCheck={
        <StartIdentityVerificationButton variant="filled" disabled={isBusiness && !customer.data} {...representative} />
      }
    />
  );
}
