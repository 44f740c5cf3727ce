import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificationStateSchema, routes, type CertificationState, type UsTaxForm } from '@tessera/contract';
import { ApiError, apiLanguage } from '../../../shared/api/client.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { session } from '../../../shared/session/session.ts';
import { taxCertificationQueries } from './tax-certification-queries.ts';

/** What to upload: a signed W-form (which one) or a certificate of loss of US nationality. */
type TaxUpload = { file: File; form: UsTaxForm } | { file: File; form: 'lossOfNationality' };

/**
 * Uploads a signed W-form (`wFormUpload`) or a loss-of-nationality certificate
 * (`lossOfNationalityUpload`) as the spec's multipart body (spec 000 §7: a `data` part and the file;
 * decision 0079), with the session's bearer token in the header.
 * @throws ApiError with the reply's code and field errors ('VF' on `document` for a refused file).
 */
async function uploadTaxDocument(upload: TaxUpload): Promise<CertificationState> {
  const route = upload.form === 'lossOfNationality' ? routes.lossOfNationalityUpload : routes.wFormUpload;
  const body = new FormData();
  body.append('data', JSON.stringify(upload.form === 'lossOfNationality' ? {} : { formType: upload.form }));
  body.append('document', upload.file, upload.file.name);
  const token = await session.getAccessToken();
  const response = await fetch(route.path, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': apiLanguage() },
    body,
  });
  const reply: unknown = await response.json().catch(() => ({}));
  const envelope = reply as { responseCode?: string; responseDescription?: string; validationErrors?: [] };
  if (envelope.responseCode !== '00')
    throw new ApiError(
      envelope.responseCode ?? 'UE',
      envelope.responseDescription ?? '',
      envelope.validationErrors ?? [],
      response.status,
    );
  return certificationStateSchema.parse(reply);
}

/** {@link uploadTaxDocument} as a mutation that refreshes the certification and customer info. */
export function useUploadTaxDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTaxDocument,
    onSuccess: async (state) => {
      queryClient.setQueryData(taxCertificationQueries.state().queryKey, state);
      await queryClient.invalidateQueries({ queryKey: customerInfoQuery().queryKey });
    },
  });
}
