import { Alert, Button, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { restrictionRules, type RestrictionReason } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { kycQueries } from '../api/kyc-queries.ts';

const reasonNames: Record<RestrictionReason, string> = {
  1: 'expiredDocuments',
  2: 'unpaidInvoice',
  3: 'sanctions',
  4: 'adverseMedia',
  5: 'accountInvestigation',
};

/**
 * limited-account (spec 000 §2, 002 §2, §4; decision 0063): what a limited customer can and cannot do,
 * why (only when the reason may be disclosed), and how it ends; for duplicate documents, what to send.
 */
export function Component() {
  const { t, i18n } = useTranslation(['kyc', 'errors']);
  const brand = useBrand();
  const reason = useQuery(kycQueries.customerLimitReason());
  const info = useQuery(kycQueries.kycCustomerInfo(false));
  if (reason.isPending || info.isPending) return <Loader aria-label={t('page.loading')} />;
  if (reason.error || info.error)
    return (
      <RetryAlert
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        retrying={false}
        message={errorMessage(t, reason.error ?? info.error)}
        onRetry={() => void Promise.all([reason.refetch(), info.refetch()])}
      />
    );
  const restriction = reason.data.restriction;
  const duplicate = info.data.verificationStatus.startsWith('duplicateDocuments');
  const frozen = restriction?.reason !== undefined && restrictionRules[restriction.reason].blocksIncoming;
  const since = restriction
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(restriction.since))
    : undefined;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('limited.title')}</Title>
      <Alert
        color="orange"
        icon={<IconLock aria-hidden />}
        title={t(duplicate ? 'limited.duplicateTitle' : 'limited.lead')}
      >
        {restriction ? (
          <Text size="sm">
            {restriction.reason !== undefined
              ? t(`limited.reasons.${reasonNames[restriction.reason]}`, { since })
              : t('limited.reasons.underReview', { since })}
          </Text>
        ) : duplicate ? (
          <Text size="sm">{t('limited.duplicateText')}</Text>
        ) : null}
      </Alert>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('limited.whatTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('limited.cannotSend')}</List.Item>
          <List.Item>{t(frozen ? 'limited.cannotReceive' : 'limited.canReceive')}</List.Item>
          <List.Item>{t('limited.canView')}</List.Item>
        </List>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('limited.nextTitle')}
        </Title>
        <Text>
          {t(
            restriction
              ? `limited.next.${restriction.liftedBy}`
              : duplicate
                ? 'limited.next.newDocuments'
                : 'limited.next.compliance',
            { email: brand.supports.email },
          )}
        </Text>
        {restriction?.liftedBy === 'newDocuments' || duplicate ? (
          <Button component={Link} to="/profile" style={{ alignSelf: 'flex-start' }}>
            {t('limited.upload')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
