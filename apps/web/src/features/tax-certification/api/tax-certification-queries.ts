import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationAnswers, CertificationSignature } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';

/** Root key of the tax-certification feature. */
const taxRoot = ['taxCertification'] as const;

/** Query-key factory of the tax-certification feature (DESIGN §7.3). */
export const taxCertificationQueries = {
  all: () => taxRoot,
  /** The caller's self-certification (`fatcaCrsGet`, spec 002 §3, §7). */
  fatcaCrsGet: () =>
    queryOptions({
      queryKey: [...taxRoot, 'fatcaCrsGet'] as const,
      queryFn: () => call('fatcaCrsGet', {}),
    }),
  /** The business's invitations of controlling persons (`fatcaCrsRepresentativeList`, decision 0080). */
  fatcaCrsRepresentativeList: () =>
    queryOptions({
      queryKey: [...taxRoot, 'fatcaCrsRepresentativeList'] as const,
      queryFn: () => call('fatcaCrsRepresentativeList', {}),
    }),
  /**
   * A controlling person's certification opened by the secret of their link
   * (`fatcaCrsRepresentativeGet`, decision 0080): the secret goes in the body, never in the address.
   * Not retried: an 'NF' is final.
   */
  fatcaCrsRepresentativeGet: (authSecret: string) =>
    queryOptions({
      queryKey: [...taxRoot, 'fatcaCrsRepresentativeGet', authSecret] as const,
      queryFn: () => call('fatcaCrsRepresentativeGet', { authSecret }),
      retry: false,
      staleTime: Infinity,
    }),
};

/**
 * Signs the self-certification (`fatcaCrsUpdate`): the answers and the typed signature; the server
 * generates the forms. Refreshes the certification and customer info (its status decides the start page).
 */
export function useFatcaCrsUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { certification: CertificationAnswers; signature: CertificationSignature }) =>
      call('fatcaCrsUpdate', input),
    onSuccess: async (state) => {
      queryClient.setQueryData(taxCertificationQueries.fatcaCrsGet().queryKey, state);
      // New answers may need controlling persons, or no longer need them.
      await queryClient.invalidateQueries({ queryKey: taxCertificationQueries.fatcaCrsRepresentativeList().queryKey });
      await queryClient.invalidateQueries({ queryKey: customerInfoQuery().queryKey });
    },
  });
}
