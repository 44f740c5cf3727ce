import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSearch, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { kycReviewQueries } from '../api/kyc-review.ts';

/**
 * The KYC review queue (spec 002 §6; decision 0067): documents waiting for a reviewer, oldest
 * first, each leading to its customer's file where the file is viewed and decided on; and the
 * customers whose documents are all confirmed and who wait for the final review.
 */
export function Component() {
  const { t, i18n } = useTranslation(['kyc', 'errors']);
  const [pageNumber, setPageNumber] = useState(1);
  const queue = useQuery(kycReviewQueries.kycReviewQueue(pageNumber));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (queue.isPending) return <Loader aria-label={t('page.loading')} />;
  if (queue.error)
    return (
      <RetryAlert
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        retrying={queue.isFetching}
        message={errorMessage(t, queue.error)}
        onRetry={() => void queue.refetch()}
      />
    );
  const { documents, total, pageSize, finalReview } = queue.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('review.title')}</Title>
      <SectionCard icon={IconFileSearch} title={t('review.queueTitle')} text={t('review.queueText', { count: total })}>
        {documents.length === 0 ? (
          <Text mt="md" c="dimmed">
            {t('review.queueEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} mt="md">
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('review.customer')}</Table.Th>
                  <Table.Th>{t('review.document')}</Table.Th>
                  <Table.Th>{t('review.uploaded')}</Table.Th>
                  <Table.Th>{t('review.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((item) => (
                  <Table.Tr key={item.document.id} data-testid="review-queue-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/customers/${item.customerId}`} fw={600}>
                        {item.customerName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {item.customerLogin}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`documentTypes.${item.document.documentType}`)}</Table.Td>
                    <Table.Td>{dates.format(new Date(item.document.uploaded))}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`verificationStatus.${item.verificationStatus}`)}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 ? (
          <Group mt="md" gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber(pageNumber - 1)}
            >
              {t('review.previous')}
            </Button>
            <Text size="sm">{t('review.page', { page: pageNumber, pages })}</Text>
            <Button
              variant="default"
              size="xs"
              disabled={pageNumber >= pages}
              onClick={() => setPageNumber(pageNumber + 1)}
            >
              {t('review.next')}
            </Button>
          </Group>
        ) : null}
      </SectionCard>
      <SectionCard icon={IconUserCheck} title={t('review.finalTitle')} text={t('review.finalText')}>
        {finalReview.length === 0 ? (
          <Text mt="md" c="dimmed">
            {t('review.finalEmpty')}
          </Text>
        ) : (
          <Stack mt="md" gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
            {finalReview.map((item) => (
              <li key={item.customerId} data-testid="final-review-row">
                <Anchor component={Link} to={`/admin/customers/${item.customerId}`} fw={600}>
                  {item.customerName}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {item.customerLogin}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
