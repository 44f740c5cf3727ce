import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accessRightLevels } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { profileQueries } from '../api/profile-api.ts';
import { EmailsCard } from '../components/emails-card.tsx';

/**
 * `company-emails` (spec 002 §2 "Company pages"; decision 0116): the company's own e-mail addresses
 * (its login's), where its notices, invoices and payout reports go. A full-access user adds,
 * confirms, deletes and makes one primary through the profile's e-mail operations acting for the
 * company; any other user sees the list only.
 */
export function Component() {
  const { t } = useTranslation(['profile', 'errors']);
  const customer = useQuery(profileQueries.customer());
  const customerId = customer.data?.customerId;
  const isBusiness = customer.data?.customerType === 'business';
  const emails = useQuery({ ...profileQueries.company(customerId ?? 0), enabled: isBusiness });
  const accesses = useQuery({ ...profileQueries.customerAccessList(), enabled: isBusiness });
  const access = accesses.data?.find((item) => item.id === customerId);
  const canEdit = access?.accessRights === accessRightLevels.fullAccess;

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} size="h2">
          {t('companyEmails.title')}
        </Title>
        <Text c="dimmed">{t('companyEmails.subtitle')}</Text>
      </div>
      {customer.isSuccess && !isBusiness && <Alert color="blue">{t('companyEmails.notBusiness')}</Alert>}
      {(customer.isPending || (isBusiness && (emails.isPending || accesses.isPending))) && (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={28} radius="md" />
          <Skeleton h={120} radius="lg" />
        </Stack>
      )}
      {(customer.isError || emails.isError) && (
        <RetryAlert
          title={t('companyEmails.loadFailed')}
          message={errorMessage(t, customer.error ?? emails.error)}
          retryLabel={t('companyEmails.retry')}
          retrying={customer.isFetching || emails.isFetching}
          onRetry={() => void (customer.isError ? customer.refetch() : emails.refetch())}
        />
      )}
      {emails.isSuccess && accesses.isSuccess && customerId !== undefined && (
        <>
          {!canEdit && (
            <Alert color="gray" data-testid="company-emails-read-only">
              {t('companyEmails.readOnly')}
            </Alert>
          )}
          <EmailsCard
            emails={emails.data.emails}
            customerId={customerId}
            canEdit={canEdit}
            title={t('companyEmails.cardTitle')}
            text={t('companyEmails.cardText')}
          />
        </>
      )}
    </Stack>
  );
}
