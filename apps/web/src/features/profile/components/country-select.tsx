import { Select } from '@mantine/core';
import { countryCodes } from '@tessera/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';

/** A searchable country picker: ISO 3166-1 codes named in the reader's language (Intl.DisplayNames). */
export function CountrySelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? 'en')], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [i18n.resolvedLanguage]);
  return (
    <Select
      label={label}
      data={countries}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      required
      nothingFoundMessage="—"
    />
  );
}
