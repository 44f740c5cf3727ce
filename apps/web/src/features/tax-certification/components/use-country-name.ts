import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';

/** A country's name in the interface language (the code itself when the browser has none). */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? 'en')], { type: 'region' });
    return (code: string) => (code ? (names.of(code) ?? code) : '');
  }, [i18n.resolvedLanguage]);
}
