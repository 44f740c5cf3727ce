import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { DeclineForm } from '../components/decline-form.tsx';

/**
 * /resolution-sign/{token} (decision 0107): a director opens the single-use link from their e-mail,
 * reads the board resolution (company, representatives) and signs or declines it, a decline with its
 * reason (decision 0120). No session: the link is the proof; a used, replaced or expired link says so
 * and offers nothing.
 */
export function Component() {
  const { t } = useTranslation(['company', 'errors']);
  const { token = '' } = useParams();
  const resolution = useQuery({
    queryKey: ['company', 'resolution-sign', token],
    queryFn: async () => (await call('resolutionSignerGet', { token })).resolution,
    retry: false,
  });
  const [isDeclining, setDeclining] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: { isDeclined: boolean; reason?: string }) => call('resolutionSign', { token, ...decision }),
  });
  const decided = decide.data?.resolution;

  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('sign.title')}
        </Title>
        {resolution.isPending ? (
          <Loader aria-label={t('loading')} />
        ) : resolution.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('sign.invalid')}
          </Alert>
        ) : decided ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {decided.state === 'signed' ? t('sign.signed') : t('sign.declined')}
          </Alert>
        ) : (
          <>
            <Text>
              {t('sign.intro', {
                name: resolution.data.signerName,
                company: resolution.data.companyName,
                number: resolution.data.registrationNumber,
              })}
            </Text>
            <Text fw={600}>{t('sign.resolves')}</Text>
            <List>
              {resolution.data.representativeNames.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              {t('sign.powers')}
            </Text>
            {isDeclining ? (
              <DeclineForm
                isPending={decide.isPending}
                error={decide.error}
                onDecline={(reason) => decide.mutate({ isDeclined: true, reason })}
                onBack={() => {
                  decide.reset();
                  setDeclining(false);
                }}
              />
            ) : (
              <>
                {decide.isError && (
                  <Alert color="red" role="alert">
                    {errorMessage(t, decide.error)}
                  </Alert>
                )}
                <Group>
                  <Button loading={decide.isPending} onClick={() => decide.mutate({ isDeclined: false })}>
                    {t('sign.sign')}
                  </Button>
                  <Button variant="default" color="red" disabled={decide.isPending} onClick={() => setDeclining(true)}>
                    {t('sign.decline')}
                  </Button>
                </Group>
              </>
            )}
          </>
        )}
        <Button component={Link} to="/login" variant="subtle" w="fit-content">
          {t('sign.toLogin')}
        </Button>
      </Stack>
    </LoginLayout>
  );
}
