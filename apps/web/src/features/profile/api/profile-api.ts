import { queryOptions } from '@tanstack/react-query';
import type { AddressReplaceData, DocumentUploadData } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';

/** Query-key factory of the profile feature (DESIGN §7.3); every mutation invalidates under `root`. */
export const profileQueries = {
  root: ['profile'] as const,
  customer: customerInfoQuery,
  profileGet: () =>
    queryOptions({
      queryKey: ['profile', 'profileGet'] as const,
      queryFn: () => call('profileGet', {}),
    }),
  /** A company's e-mails (`profileGet` naming the business: its login's e-mails; decision 0116). */
  company: (customerId: number) =>
    queryOptions({
      queryKey: ['profile', 'company', customerId] as const,
      queryFn: () => call('profileGet', { fromCustomerId: customerId }),
    }),
  /** The customers the user may act for, with their level (`customerAccessList`), to tell full access from reading. */
  customerAccessList: () =>
    queryOptions({
      queryKey: ['profile', 'customerAccessList'] as const,
      queryFn: async () => (await call('customerAccessList', {})).accesses,
    }),
  /** The customer's due diligence info (`dueDiligenceInfo`, decision 0091). */
  dueDiligenceInfo: () =>
    queryOptions({
      queryKey: ['profile', 'dueDiligenceInfo'] as const,
      queryFn: () => call('dueDiligenceInfo', {}),
    }),
  documentList: () =>
    queryOptions({
      queryKey: ['profile', 'documentList'] as const,
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

/** The due diligence notice's query (above every page): `dueDiligenceInfo`, kept for 5 minutes (decision 0091). */
export function dueDiligenceNoticeQuery() {
  return queryOptions({ ...profileQueries.dueDiligenceInfo(), staleTime: 5 * 60_000 });
}

/** Uploads a proof of address for an address (`documentUpload`, category 2 with `addressId`). */
export async function documentUpload(data: DocumentUploadData, file: File): Promise<void> {
  await call('documentUpload', { data, files: { document: file } });
}

/** Replaces an address with a new one and its proof (`addressReplace`, multipart). */
export async function addressReplace(data: AddressReplaceData, file: File): Promise<void> {
  await call('addressReplace', { data, files: { document: file } });
}

/** Downloads one of the customer's documents (`GET /api/documents/{id}/file`) as a file named `fileName`. */
export async function documentFile(id: number, fileName: string): Promise<void> {
  const response = await call('documentFile', { id });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
