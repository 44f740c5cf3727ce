import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationState, UsTaxForm } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { taxCertificationQueries } from './tax-certification-queries.ts';

/** What to upload: a signed W-form (which one) or a certificate of loss of US nationality. */
type TaxUpload = { file: File; form: UsTaxForm } | { file: File; form: 'lossOfNationality' };

/**
 * Uploads a signed W-form (`wFormUpload`) or a loss-of-nationality certificate
 * (`lossOfNationalityUpload`) as the spec's multipart body (spec 000 §7: a `data` part and the file;
 * decisions 0079, 0134).
 * @throws ApiError with the reply's code and field errors ('VF' on `document` for a refused file).
 */
async function uploadTaxDocument(upload: TaxUpload): Promise<CertificationState> {
  if (upload.form === 'lossOfNationality')
    return call('lossOfNationalityUpload', { data: {}, files: { document: upload.file } });
  return call('wFormUpload', { data: { formType: upload.form }, files: { document: upload.file } });
}

/** {@link uploadTaxDocument} as a mutation that refreshes the certification and customer info. */
export function useUploadTaxDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTaxDocument,
    onSuccess: async (state) => {
      queryClient.setQueryData(taxCertificationQueries.fatcaCrsGet().queryKey, state);
      await queryClient.invalidateQueries({ queryKey: customerInfoQuery().queryKey });
    },
  });
}
