import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { profileQueries } from '../api/profile-api.ts';
import { AddressesCard } from '../components/addresses-card.tsx';
import { DocumentsCard } from '../components/documents-card.tsx';
import { DueDiligenceCard } from '../components/due-diligence-card.tsx';
import { EmailsCard } from '../components/emails-card.tsx';
import { PhonesCard } from '../components/phones-card.tsx';
import { UsernameCard } from '../components/username-card.tsx';

/**
 * The profile (spec 002 §2 `profile`): username, e-mails, phones, addresses, the due diligence answers
 * and documents.
 */
export function Component() {
  const { t } = useTranslation(['profile', 'errors']);
  const profile = useQuery(profileQueries.profileGet());
  const customer = useQuery(profileQueries.customer());
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {profile.isPending && (
        <Stack gap="lg" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={120} radius="lg" />
          <Skeleton h={160} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </Stack>
      )}
      {profile.isError && (
        <Alert color="red" title={errorMessage(t, profile.error)}>
          <Button variant="light" onClick={() => void profile.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {profile.data && (
        <>
          <UsernameCard username={profile.data.username} />
          <EmailsCard emails={profile.data.emails} />
          <PhonesCard phones={profile.data.phones} />
          <AddressesCard addresses={profile.data.addresses} />
          {customer.data && <DueDiligenceCard customerType={customer.data.customerType} />}
          <DocumentsCard />
        </>
      )}
    </Stack>
  );
}
