import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { documentReviewStateOf, documentStatuses, documentStatusNameOf, type ListedDocument } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useDocumentDelete } from '../api/kyc-queries.ts';

/** Statuses a customer may still withdraw (the server's rule, decision 0070): submitted and pending. */
const deletableStatuses: ReadonlySet<number> = new Set([documentStatuses.submitted, documentStatuses.pending]);

const stateColour = { confirmed: 'green', awaitingReview: 'blue', actionRequired: 'red', withdrawn: 'gray' } as const;

/**
 * The customer's documents of the KYC categories with their review status (spec 002 §3 statuses) and
 * the reviewer's reason when one was rejected; one still awaiting review can be withdrawn.
 */
export function DocumentList({ documents }: { documents: readonly ListedDocument[] }) {
  const { t, i18n } = useTranslation('kyc');
  const remove = useDocumentDelete();
  if (documents.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('documents.title')}>
      {documents.map((document) => {
        const state = documentReviewStateOf(document.statusId);
        const statusName = documentStatusNameOf(document.statusId) ?? 'submitted';
        const uploaded = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
          new Date(document.uploaded),
        );
        return (
          <Group
            key={document.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
            data-testid="kyc-document"
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t(`documentTypes.${document.documentType}`)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {document.fileName} · {uploaded}
              </Text>
              {document.rejectReason ? (
                <Text size="xs" c="red.8">
                  {t('documents.reason', { reason: document.rejectReason })}
                </Text>
              ) : null}
            </Stack>
            {/* The status keeps its full width (long in some languages); the name and date wrap instead. */}
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Badge color={stateColour[state]} variant="light" style={{ overflow: 'visible' }}>
                {t(`documentStatus.${statusName}`)}
              </Badge>
              {deletableStatuses.has(document.statusId) ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('documents.withdraw', { name: document.fileName })}
                  loading={remove.isPending && remove.variables === document.id}
                  onClick={() => remove.mutate(document.id)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
