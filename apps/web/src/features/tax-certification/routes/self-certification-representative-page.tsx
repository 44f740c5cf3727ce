import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { forgetRepresentativeSecret } from '../api/representative-secret.ts';

/**
 * Route `self-certification-representative` (spec 002 §2; decision 0080): a controlling person's
 * certification, opened from a link with an `authSecret`. The guard keeps the secret out of the
 * address bar; the certification this secret should load is not served yet (decision 0080: the
 * server side of representative links is the next step), so no secret loads one and the page
 * says the link cannot be used, forgets the secret and offers the sign-in.
 */
export function Component() {
  const { t } = useTranslation('tax');
  useEffect(() => forgetRepresentativeSecret(), []);
  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('representative.title')}
        </Title>
        <Alert color="yellow">{t('representative.unavailable')}</Alert>
        <Text size="sm" c="dimmed">
          {t('representative.signInHint')}
        </Text>
        <Button component={Link} to="/login">
          {t('representative.signIn')}
        </Button>
      </Stack>
    </LoginLayout>
  );
}
