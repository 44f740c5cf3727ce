import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconId } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { personVerificationSecretSchema } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';

/**
 * /person-verification/{secret} (decision 0112): a business's director or owner
 * opens the link e-mailed to them, without an account here. The page says what the check needs and
 * starts it only on the button (a mail scanner that fetches the page spends nothing); the server
 * starts or resumes their own verification and the page goes on to its hosted capture page. A link
 * that expired, was replaced or whose verification has its result says so, with what to do.
 */
export function Component() {
  const { t } = useTranslation(['identityVerification', 'errors']);
  const { secret = '' } = useParams();
  const navigate = useNavigate();
  const isWellFormed = personVerificationSecretSchema.safeParse(secret).success;
  const open = useMutation({
    mutationFn: () => call('businessPersonVerificationOpen', { secret }),
    onSuccess: ({ path }) => navigate(path, { replace: true }),
  });
  const isUnusable =
    !isWellFormed || (open.error instanceof ApiError && (open.error.code === 'NF' || open.error.code === 'VF'));

  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('person.title')}
        </Title>
        {isUnusable ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={t('invalidTitle')}
          >
            {t('person.invalid')}
          </Alert>
        ) : (
          <>
            <Text>{t('person.intro')}</Text>
            <Text fw={600}>{t('person.needs')}</Text>
            <List spacing={4}>
              <List.Item>{t('person.needDocument')}</List.Item>
              <List.Item>{t('person.needCamera')}</List.Item>
              <List.Item>{t('person.needTime')}</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              {t('person.privacy')}
            </Text>
            {open.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(t, open.error)}
              </Alert>
            )}
            <Button
              leftSection={<IconId size={18} aria-hidden />}
              loading={open.isPending || open.isSuccess}
              onClick={() => open.mutate()}
              w="fit-content"
            >
              {t('person.start')}
            </Button>
          </>
        )}
        <Button component={Link} to="/login" variant="subtle" w="fit-content">
          {t('signIn')}
        </Button>
      </Stack>
    </LoginLayout>
  );
}
