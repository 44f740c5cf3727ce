import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconShieldLock, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandFooter } from '../brand/brand-footer.tsx';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { useBrand } from '../brand/brand.tsx';
import { ColorSchemeSwitcher } from './color-scheme-switcher.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import classes from './login-layout.module.css';

const benefits = [
  { key: 'accounts', icon: IconWorld },
  { key: 'cards', icon: IconCreditCard },
  { key: 'security', icon: IconShieldLock },
] as const;

/**
 * The public pages' frame: from the laptop breakpoint a brand panel on the left; the form in a
 * card with the colour-scheme and language switchers and the brand's links. One column on phones.
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  return (
    <div className={classes.root}>
      <aside className={classes.hero} aria-label={t('hero.label', { brand: brand.projectName })}>
        <div className={classes.tiles} aria-hidden>
          {Array.from({ length: 9 }, (_, index) => (
            <span key={index} className={classes.tile} />
          ))}
        </div>
        <Group gap="sm">
          <span className={classes.logoTile}>
            <img src={brand.projectLogo} alt="" width={36} height={36} />
          </span>
          <Text fw={700} fz={22} c="white">
            {brand.projectName}
          </Text>
        </Group>
        <Stack gap="xl" maw={460} style={{ position: 'relative' }}>
          <Title order={2} fz={38} lh={1.15} c="white">
            {t('hero.title')}
          </Title>
          <Text fz="lg" c="rgb(255 255 255 / 0.85)">
            {t('hero.text')}
          </Text>
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {benefits.map((benefit) => (
              <li key={benefit.key} className={classes.benefit}>
                <span className={classes.benefitIcon}>
                  <benefit.icon size={20} aria-hidden />
                </span>
                <div>
                  <Text fw={600} c="white">
                    {t(`hero.benefits.${benefit.key}.title`)}
                  </Text>
                  <Text size="sm" c="rgb(255 255 255 / 0.8)">
                    {t(`hero.benefits.${benefit.key}.text`)}
                  </Text>
                </div>
              </li>
            ))}
          </Stack>
        </Stack>
        <Text size="sm" c="rgb(255 255 255 / 0.75)">
          {t('hero.footnote', { brand: brand.accountConfirmation.name })}
        </Text>
      </aside>
      <div className={classes.main}>
        <Group justify="space-between" wrap="nowrap">
          <Box hiddenFrom="lg">
            <BrandLogo size={36} />
          </Box>
          <Box visibleFrom="lg" />
          <Group gap={4} wrap="nowrap">
            <ColorSchemeSwitcher />
            <LanguageSwitcher />
          </Group>
        </Group>
        <main className={classes.content}>
          <Paper className={classes.card} withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }}>
            {children}
          </Paper>
        </main>
        <BrandFooter align="center" />
      </div>
    </div>
  );
}
