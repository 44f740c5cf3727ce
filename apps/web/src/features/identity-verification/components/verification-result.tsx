import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import type { IdentityDeclineReason, IdentityVerificationStatus } from '@tessera/contract';
import { useTranslation } from 'react-i18next';

/**
 * Where a submitted verification stands: waiting for the provider (a spinner; the page polls), or
 * its result: approved, declined with the reasons, or sent to a person for review.
 */
export function VerificationResult({
  status,
  declineReasons,
  isForBusinessPerson = false,
}: {
  status: IdentityVerificationStatus;
  declineReasons: readonly IdentityDeclineReason[];
  /** A company's director or owner by their own link (decision 0112): no account to point to. */
  isForBusinessPerson?: boolean;
}) {
  const { t } = useTranslation('identityVerification');
  if (status === 'submitted')
    return (
      <Stack align="center" gap="xs" py="lg" role="status" aria-live="polite">
        <Loader />
        <Text fw={600}>{t('result.waitingTitle')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('result.waiting')}
        </Text>
      </Stack>
    );
  if (status === 'approved')
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title={t('result.approvedTitle')}
        role="status"
      >
        {isForBusinessPerson ? t('person.approved') : t('result.approved')}
      </Alert>
    );
  if (status === 'review')
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconClockHour4 size={20} />}
        title={t('result.reviewTitle')}
        role="status"
      >
        {t('result.review')}
      </Alert>
    );
  if (status === 'declined')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconCircleX size={20} />}
        title={t('result.declinedTitle')}
        role="alert"
      >
        <Stack gap={4}>
          <Text size="sm">{isForBusinessPerson ? t('person.declined') : t('result.declined')}</Text>
          {declineReasons.length > 0 && (
            <List size="sm">
              {declineReasons.map((reason) => (
                <List.Item key={reason}>{t(`reasons.${reason}`)}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Alert>
    );
  return (
    <Alert color="gray" variant="light" role="alert" title={t('result.expiredTitle')}>
      {t('result.expired')}
    </Alert>
  );
}
