import { queryOptions } from '@tanstack/react-query';
import { responseCodes, type AddressReplaceData, type DocumentUploadData } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { ApiError, apiLanguage, clientVersion } from '../../../shared/api/client.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { session } from '../../../shared/session/session.ts';

/** Query-key factory of the profile feature (DESIGN §7.3); every mutation invalidates under `root`. */
export const profileQueries = {
  root: ['profile'] as const,
  customer: customerInfoQuery,
  profile: () =>
    queryOptions({
      queryKey: ['profile', 'data'] as const,
      queryFn: () => call('profileGet', {}),
    }),
  documents: () =>
    queryOptions({
      queryKey: ['profile', 'documents'] as const,
      queryFn: async () => (await call('documentList', {})).documents,
    }),
  /** The states of a country (`states`); a dictionary, so kept for the session. */
  states: (countryCode: string) =>
    queryOptions({
      queryKey: ['profile', 'states', countryCode] as const,
      queryFn: () => call('states', { countryCode }),
      staleTime: Infinity,
    }),
  /** The proof-of-address document types offered in a country (category 2 of `documentTypes`). */
  proofTypes: (countryCode: string) =>
    queryOptions({
      queryKey: ['profile', 'proofTypes', countryCode] as const,
      queryFn: async () =>
        (await call('documentTypes', { countryCode })).documentTypes.find((group) => group.categoryId === 2)
          ?.customerDocumentTypes ?? [],
      staleTime: Infinity,
    }),
};

/**
 * Sends a multipart request (spec 000 §7: a `data` part with JSON plus file parts) to one of the
 * literal upload routes (`POST /api/documents`, `POST /api/addresses/replace`) with the session's
 * token, and reads the envelope like every other call. The shared client speaks JSON only.
 * @throws ApiError with the reply's code and field errors; 'AE' on a network failure.
 */
async function postMultipart(path: string, data: object, files: Record<string, File>): Promise<unknown> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name);
  const token = await session.getAccessToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        'Accept-Language': apiLanguage(),
        'X-Client-Version': clientVersion,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
  } catch {
    throw new ApiError(responseCodes.networkError, 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500 || body === null || typeof body !== 'object')
    throw new ApiError(responseCodes.unknownError, 'Server error', [], response.status);
  const envelope = body as { responseCode?: string; responseDescription?: string; validationErrors?: unknown };
  if (envelope.responseCode !== responseCodes.success)
    throw new ApiError(
      envelope.responseCode ?? responseCodes.unknownError,
      envelope.responseDescription ?? '',
      Array.isArray(envelope.validationErrors) ? envelope.validationErrors : [],
      response.status,
    );
  return body;
}

/** Uploads a proof of address for an address (`POST /api/documents`, category 2 with `addressId`). */
export async function uploadAddressProof(data: DocumentUploadData, file: File): Promise<void> {
  await postMultipart('/api/documents', data, { document: file });
}

/** Replaces an address with a new one and its proof (`POST /api/addresses/replace`). */
export async function replaceAddress(data: AddressReplaceData, file: File): Promise<void> {
  await postMultipart('/api/addresses/replace', data, { document: file });
}

/** Downloads one of the customer's documents (`GET /api/documents/{id}/file`) as a file named `fileName`. */
export async function downloadDocument(id: number, fileName: string): Promise<void> {
  const response = await call('documentFile', { id });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
