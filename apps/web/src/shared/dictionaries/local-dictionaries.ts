import { queryOptions, useQuery } from '@tanstack/react-query';
import { dictionaryQueryRoot } from './dictionary-queries.ts';
import type * as LocalDictionaryData from './local-dictionary-data.ts';

/** The local-dictionary module, loaded lazily (its own chunk, with the phone metadata). */
export type LocalDictionaries = typeof LocalDictionaryData;

/** Downloads the local dictionaries once; later calls share the same import. */
export function loadLocalDictionaries(): Promise<LocalDictionaries> {
  return import('./local-dictionary-data.ts');
}

/** The local dictionaries as a query, so a screen shows its loading and error states like any other. */
const localDictionariesQuery = queryOptions({
  queryKey: [...dictionaryQueryRoot, 'local'] as const,
  queryFn: loadLocalDictionaries,
  // A module namespace is not plain data to compare or copy.
  structuralSharing: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The local dictionaries (date formats, phone codes, currencies, access rights), loaded on first use. */
export function useLocalDictionaries() {
  return useQuery(localDictionariesQuery);
}
