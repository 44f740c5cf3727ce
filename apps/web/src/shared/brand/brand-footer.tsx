import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from './brand.tsx';

/**
 * The brand's links (spec 000 §1): fee pages, the terms (privacy policy, user agreement) and the
 * support e-mail, with the legal name. Shown under the main layout and on the sign-in page.
 */
export function BrandFooter({ align = 'left' }: { align?: 'left' | 'center' }) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const links = [
    { href: brand.feeLinks.personal, label: t('footer.personalFees') },
    { href: brand.feeLinks.business, label: t('footer.businessFees') },
    ...brand.terms.map((term) => ({ href: term.url, label: t(`footer.${term.key}`) })),
  ];
  return (
    <Stack component="footer" gap={6} align={align === 'center' ? 'center' : 'flex-start'}>
      <Group
        component="nav"
        aria-label={t('footer.label')}
        gap={0}
        style={{ columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}
        justify={align === 'center' ? 'center' : 'flex-start'}
      >
        {links.map((link) => (
          <Anchor key={link.href} href={link.href} target="_blank" rel="noreferrer" size="xs" c="dimmed">
            {link.label}
          </Anchor>
        ))}
        <Anchor href={`mailto:${brand.supports.email}`} size="xs" c="dimmed">
          {t('footer.supportEmail', { email: brand.supports.email })}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed" ta={align}>
        © {new Date().getFullYear()} {brand.accountConfirmation.name}
      </Text>
    </Stack>
  );
}
