import { Button, Loader, Select, Stack, type SelectProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountPurposeListType, DictionaryEntry, Language, SourceOfFundsListType } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { generalDictionaryQuery, industryListQuery, purposeListQuery, sourceListQuery } from './dictionary-queries.ts';

/**
 * A dictionary a select can offer: a general dictionary by name, the industries, or one list of
 * sources of funds or purposes of account (`'sources:business'`, `'purposes:personal'`).
 */
export type SelectableDictionary =
  | 'occupations'
  | 'occupationsV2'
  | 'countries'
  | 'birthCountries'
  | 'currencies'
  | 'estimatedMonthlyDeposits'
  | 'industries'
  | `sources:${SourceOfFundsListType}`
  | `purposes:${AccountPurposeListType}`;

interface Option {
  value: string;
  label: string;
}
/** A select's options, flat or in titled groups (Mantine's data shape). */
type SelectData = (Option | { group: string; items: Option[] })[];

function entryOption(item: DictionaryEntry): Option {
  return { value: String(item.id), label: item.name };
}

/**
 * The select's options of `dictionary` in `lang`, under their own key: the dictionary itself is
 * fetched (or read from the session cache) through its own query, so a screen that also reads the raw
 * entries shares one download.
 */
function selectDataQuery(dictionary: SelectableDictionary, lang: Language, client: QueryClient) {
  const options = async (): Promise<SelectData> => {
    switch (dictionary) {
      case 'occupations':
        return (await client.fetchQuery(generalDictionaryQuery('occupations', lang))).map(entryOption);
      case 'occupationsV2':
        return (await client.fetchQuery(generalDictionaryQuery('occupationsV2', lang))).map((group) => ({
          group: group.name,
          items: group.occupations.map(entryOption),
        }));
      case 'countries':
        return (await client.fetchQuery(generalDictionaryQuery('countries', lang))).map((country) => ({
          value: country.code,
          label: country.name,
        }));
      case 'birthCountries':
        return (await client.fetchQuery(generalDictionaryQuery('birthCountries', lang))).map((country) => ({
          value: country.code,
          label: country.name,
        }));
      case 'currencies':
        return (await client.fetchQuery(generalDictionaryQuery('currencies', lang))).map((currency) => ({
          value: currency.code,
          label: `${currency.code} · ${currency.name}`,
        }));
      case 'estimatedMonthlyDeposits':
        return (await client.fetchQuery(generalDictionaryQuery('estimatedMonthlyDeposits', lang))).map(entryOption);
      case 'industries':
        return (await client.fetchQuery(industryListQuery(lang))).map((group) => ({
          group: group.name,
          items: group.industries.map(entryOption),
        }));
      default: {
        const [kind, type] = dictionary.split(':');
        if (kind === 'sources' && isSourceList(type))
          return (await client.fetchQuery(sourceListQuery(type, lang))).map(entryOption);
        if (kind === 'purposes' && isPurposeList(type))
          return (await client.fetchQuery(purposeListQuery(type, lang))).map(entryOption);
        throw new Error(`unknown dictionary ${dictionary}`);
      }
    }
  };
  return {
    queryKey: ['dictionaries', 'select', dictionary, lang] as const,
    queryFn: options,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

const sourceLists: readonly string[] = [
  'personal',
  'personalV2',
  'employee',
  'business',
] satisfies SourceOfFundsListType[];
const purposeLists: readonly string[] = ['personal', 'business'] satisfies AccountPurposeListType[];
function isSourceList(type: string | undefined): type is SourceOfFundsListType {
  return type !== undefined && sourceLists.includes(type);
}
function isPurposeList(type: string | undefined): type is AccountPurposeListType {
  return type !== undefined && purposeLists.includes(type);
}

/** Lists longer than this can be searched by typing. */
const searchableFrom = 10;

/**
 * A Mantine select over a dictionary in the language shown (spec 002 §3), with its loading state (a
 * disabled select saying it loads) and its failure state (the select's error text and a Try again
 * button). Values are the entries' ids as text, or ISO codes for countries and currencies.
 */
export function DictionarySelect({
  dictionary,
  ...selectProps
}: { dictionary: SelectableDictionary } & Omit<SelectProps, 'data'>) {
  const { t } = useTranslation(['dictionaries', 'common']);
  const client = useQueryClient();
  const query = useQuery(selectDataQuery(dictionary, currentLanguage(), client));
  const count = (query.data ?? []).reduce((total, item) => total + ('items' in item ? item.items.length : 1), 0);
  const select = (
    <Select
      {...selectProps}
      data={query.data ?? []}
      disabled={selectProps.disabled === true || !query.isSuccess}
      placeholder={query.isPending ? t('common:loading') : selectProps.placeholder}
      rightSection={query.isPending ? <Loader size="xs" aria-hidden /> : selectProps.rightSection}
      searchable={selectProps.searchable ?? count > searchableFrom}
      nothingFoundMessage={t('dictionaries:nothingFound')}
      error={query.isError ? t('dictionaries:loadFailed') : selectProps.error}
      aria-busy={query.isPending}
    />
  );
  if (!query.isError) return select;
  return (
    <Stack gap={4} align="flex-start">
      {select}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t('common:retry')}
      </Button>
    </Stack>
  );
}
