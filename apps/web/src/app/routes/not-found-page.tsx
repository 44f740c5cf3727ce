import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../shared/brand/brand-logo.tsx';
import { homePath } from '../../shared/session/return-path.ts';

/** The catch-all page (spec 000 §2), outside the main layout so it also works signed out. */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh" p="md" bg="var(--tessera-page-surface)">
      <Stack align="center" gap="md" maw={440}>
        <BrandLogo size={40} />
        <Text fz={72} fw={800} lh={1} c="var(--mantine-primary-color-filled)" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to={homePath} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
