import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { brandQueryKey } from '../shared/brand/brand-config.ts';

/** Creates the app's query client: one retry, 30 s freshness, refetch when the tab regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true } },
  });
}

function isCustomerData(queryKey: readonly unknown[]): boolean {
  return queryKey[0] !== brandQueryKey[0];
}

/**
 * Forgets everything the signed-in customer loaded (spec 000 §4: after sign-out no account data may
 * survive, not even for the back button), keeping only the brand, which is public.
 */
export function clearCustomerData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => isCustomerData(query.queryKey) });
  queryClient.removeQueries({ predicate: (query) => isCustomerData(query.queryKey) });
  queryClient.getMutationCache().clear();
}

/**
 * Some answers are written by the server in the request's language (a sign-in's city, decision
 * 0123): when the interface language changes, every customer query is marked stale, so the screen
 * shown fetches its data again in the new language and the others do when next shown. The brand
 * is the same in every language. Returns the unsubscription.
 */
export function refetchOnLanguageChange(queryClient: QueryClient, i18next: i18n): () => void {
  const onChange = () => void queryClient.invalidateQueries({ predicate: (query) => isCustomerData(query.queryKey) });
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}
