import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { Language } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/brand.tsx';
import { changeLanguage, languageNames } from '../i18n/i18n.ts';

/** The brand's languages (spec 000 §1 availableLangs); the choice is remembered. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const current = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  return (
    <Select
      aria-label={t('common:language')}
      leftSection={<IconLanguage size={16} />}
      data={brand.availableLangs.map((language) => ({ value: language, label: languageNames[language] }))}
      value={brand.availableLangs.find((language) => language === current) ?? brand.availableLangs[0] ?? 'en'}
      onChange={(value) => {
        const match = brand.availableLangs.find((language: Language) => language === value);
        if (match) void changeLanguage(match);
      }}
      allowDeselect={false}
      w={160}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
