import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import type { EndpointInput, EndpointResult } from '../../../shared/api/client.ts';

/** A customer's KYC file as `kycCustomerFile` answers it. */
export type KycFile = EndpointResult<'kycCustomerFile'>;

/** Query keys and options of the KYC back office (spec 002 §6; decision 0067). */
export const kycReviewQueries = {
  all: () => ['admin', 'kyc'] as const,
  /** `kycReviewQueue`: one page of documents waiting for review, and the customers waiting for the final review. */
  kycReviewQueue: (pageNumber: number) =>
    queryOptions({
      queryKey: [...kycReviewQueries.all(), 'kycReviewQueue', pageNumber] as const,
      queryFn: () => call('kycReviewQueue', { pageNumber }),
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
  /** `kycCustomerFile`: one customer's details, verification, documents, restrictions, accounts and sign-ins. */
  kycCustomerFile: (customerId: number) =>
    queryOptions({
      queryKey: [...kycReviewQueries.all(), 'kycCustomerFile', customerId] as const,
      queryFn: () => call('kycCustomerFile', { customerId }),
    }),
};

/**
 * Downloads a document's stored file (`documentFile`; an administrator may read any) as a Blob for
 * the viewer. The caller revokes the object URL it makes from it.
 */
export async function documentFile(id: number): Promise<Blob> {
  const response = await call('documentFile', { id });
  return response.blob();
}

/** The back office's decisions; each answers the customer's refreshed file, which replaces the cached one. */
export function useKycDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'review'; input: EndpointInput<'kycDocumentReview'> }
        | { kind: 'verify'; input: EndpointInput<'kycCustomerVerify'> }
        | { kind: 'restrict'; input: EndpointInput<'kycRestrictionSet'> }
        | { kind: 'lift'; input: EndpointInput<'kycRestrictionLift'> }
        | { kind: 'dueDiligence'; input: EndpointInput<'kycDueDiligenceUpdate'> }
        | { kind: 'link'; input: EndpointInput<'adminDocumentAssign'> }
        | { kind: 'unlink'; input: EndpointInput<'adminDocumentRemove'> },
    ): Promise<KycFile> => {
      switch (action.kind) {
        case 'review':
          return (await call('kycDocumentReview', action.input)).customer;
        case 'verify':
          return call('kycCustomerVerify', action.input);
        case 'restrict':
          return call('kycRestrictionSet', action.input);
        case 'lift':
          return call('kycRestrictionLift', action.input);
        case 'dueDiligence':
          return call('kycDueDiligenceUpdate', action.input);
        case 'link':
          return call('adminDocumentAssign', action.input);
        case 'unlink':
          return call('adminDocumentRemove', action.input);
      }
    },
    onSuccess: async (file) => {
      queryClient.setQueryData(kycReviewQueries.kycCustomerFile(file.customerId).queryKey, file);
      await queryClient.invalidateQueries({ queryKey: [...kycReviewQueries.all(), 'kycReviewQueue'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'auditLog'] });
    },
  });
}
