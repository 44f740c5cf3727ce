import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentUploadData } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { isInWebview } from '../../../shared/bridge/bridge-host.ts';
import { narrowScreenQuery } from '../../../shared/ui/media.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';

/**
 * Whether the account status banner takes the phone wording (spec 002 §3: below the breakpoint or in
 * the app's webview); read at once, so the banner's first query is the right one.
 */
export function statusBannerIsMobile(): boolean {
  return window.matchMedia(narrowScreenQuery).matches || isInWebview();
}

/** Query-key factory and query options of the KYC feature (DESIGN §7.3; spec 002 §4). */
export const kycQueries = {
  /** `kycCustomerInfo`: the verification status, its banner and what is still needed (under the customer root). */
  kycCustomerInfo: (isMobile: boolean) =>
    queryOptions({
      queryKey: [...queryRoots.customer, 'kycCustomerInfo', isMobile] as const,
      queryFn: () => call('kycCustomerInfo', { isMobile }),
      staleTime: 30_000,
    }),
  /** `documentList`: the customer's documents, newest first. */
  documentList: () =>
    queryOptions({
      queryKey: [...queryRoots.customer, 'documentList'] as const,
      queryFn: async () => (await call('documentList', {})).documents,
    }),
  /** `documentTypes`: the document-type dictionary for the customer's country; it does not change. */
  documentTypes: (countryCode: string | undefined) =>
    queryOptions({
      queryKey: [...queryRoots.customer, 'documentTypes', countryCode ?? ''] as const,
      queryFn: async () => (await call('documentTypes', countryCode ? { countryCode } : {})).documentTypes,
      staleTime: Infinity,
    }),
  /** `customerLimitReason`: why the customer is limited, when it may be said. */
  customerLimitReason: () =>
    queryOptions({
      queryKey: [...queryRoots.customer, 'customerLimitReason'] as const,
      queryFn: () => call('customerLimitReason', {}),
    }),
};

/** The files of one document upload by part name (decision 0070). */
export interface DocumentFiles {
  document: File;
  additionalDocument?: File | undefined;
}

/**
 * `documentUpload`: sends one document (and its back side or front page), reporting the share of
 * the files sent (0–1) to `onUploadProgress`, and refreshes everything under the customer root
 * (documents, verification status, customer info).
 */
export function useDocumentUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      data,
      files,
      onUploadProgress,
    }: {
      data: DocumentUploadData;
      files: DocumentFiles;
      onUploadProgress?: (fraction: number) => void;
    }) => call('documentUpload', { data, files }, onUploadProgress ? { onUploadProgress } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.customer }),
  });
}

/** `documentDelete`: withdraws a document still awaiting review. */
export function useDocumentDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('documentDelete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.customer }),
  });
}

/** `kycRequest`: hands the documents to the reviewers. */
export function useKycRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('kycRequest', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.customer }),
  });
}
