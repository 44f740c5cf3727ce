import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationAnswers, CertificationSignature } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { taxCertificationQueries } from './tax-certification-queries.ts';

/**
 * Signs a controlling person's certification with the secret of their link
 * (`fatcaCrsRepresentativeUpdate`, decision 0080); the secret goes in the body.
 */
export function useFatcaCrsRepresentativeUpdate(authSecret: string) {
  return useMutation({
    mutationFn: (input: { certification: CertificationAnswers; signature: CertificationSignature }) =>
      call('fatcaCrsRepresentativeUpdate', { authSecret, ...input }),
  });
}

/** Invites a controlling person by name and e-mail (`fatcaCrsRepresentativeInvite`); refreshes the list. */
export function useFatcaCrsRepresentativeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { personName: string; email: string }) => call('fatcaCrsRepresentativeInvite', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: taxCertificationQueries.fatcaCrsRepresentativeList().queryKey });
    },
  });
}
