import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * unverified-account (spec 000 §2, 002 §2; the route guard sends a verified customer home): why a
 * customer who has not verified yet cannot send money, what they can do meanwhile, and the way to
 * the KYC page.
 */
export function Component() {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('unverified.title')}</Title>
      <Text>{t('unverified.lead')}</Text>
      <List spacing="xs">
        <List.Item>{t('unverified.canReceive')}</List.Item>
        <List.Item>{t('unverified.cannotSend')}</List.Item>
      </List>
      <Button
        component={Link}
        to="/kyc"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('unverified.verify')}
      </Button>
    </Stack>
  );
}
