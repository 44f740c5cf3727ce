import { Box, Button, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/brand.tsx';
import { changeLanguage, currentLanguage, intlLocale, languageNames } from '../i18n/i18n.ts';
import { HeaderMenu } from './header-menu.tsx';

/**
 * The brand's languages (spec 000 §1 availableLangs, §9); the choice is remembered in local
 * storage. Shows the language name from the `sm` breakpoint and its code below it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const current = currentLanguage();
  if (brand.availableLangs.length < 2) return null;
  return (
    <HeaderMenu
      trigger={
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<IconWorld size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {/* The name is the hidden text; the visible short form would not match it at 375 px. */}
          <VisuallyHidden>{t('languageMenu.label', { language: languageNames[current] })}</VisuallyHidden>
          <Box component="span" visibleFrom="sm" aria-hidden>
            {languageNames[current]}
          </Box>
          <Box component="span" hiddenFrom="sm" aria-hidden>
            {current.toUpperCase()}
          </Box>
        </Button>
      }
      items={brand.availableLangs.map((language) => ({
        key: language,
        label: languageNames[language],
        lang: intlLocale(language),
        current: language === current,
        onSelect: () => void changeLanguage(language),
      }))}
    />
  );
}
