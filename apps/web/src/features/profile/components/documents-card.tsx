import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentStatuses, type ListedDocument } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { currentLanguage, intlLocale } from '../../../shared/i18n/i18n.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { documentFile, profileQueries } from '../api/profile-api.ts';
import { ConfirmDialog } from './dialogs.tsx';

/** Statuses a customer may still delete a document in (the server refuses the others with '13'). */
const deletable: ReadonlySet<number> = new Set([documentStatuses.submitted, documentStatuses.pending]);

/**
 * The customer's documents (spec 002 §2 `profile` "documents"; `documentList`): type, status, when
 * sent, download, and delete while awaiting review.
 */
export function DocumentsCard() {
  const { t } = useTranslation(['profile', 'errors']);
  const queryClient = useQueryClient();
  const list = useQuery(profileQueries.documentList());
  const [toDelete, setToDelete] = useState<ListedDocument | null>(null);
  const download = useMutation({ mutationFn: (item: ListedDocument) => documentFile(item.id, item.fileName) });
  const remove = useMutation({
    mutationFn: (item: ListedDocument) => call('documentDelete', { id: item.id }),
    onSuccess: () => {
      setToDelete(null);
      return queryClient.invalidateQueries({ queryKey: profileQueries.root });
    },
  });
  const main = list.data?.filter((item) => !item.isSubDocument) ?? [];
  const dates = new Intl.DateTimeFormat(intlLocale(currentLanguage()), { dateStyle: 'medium' });
  return (
    <SectionCard icon={IconFiles} title={t('documents.title')} text={t('documents.text')}>
      <Stack gap="sm" mt="md">
        {list.isPending && <Skeleton h={60} radius="md" />}
        {list.isError && <Alert color="red">{errorMessage(t, list.error)}</Alert>}
        {download.isError && <Alert color="red">{errorMessage(t, download.error)}</Alert>}
        {list.isSuccess && main.length === 0 && <Text c="dimmed">{t('documents.empty')}</Text>}
        {main.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('documents.title')}>
            {main.map((item) => (
              <Group key={item.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={500}>{t(`documentTypes.${item.documentType}`, { defaultValue: item.documentType })}</Text>
                    <Badge variant="light">{t(`documentStatus.${item.statusId}`)}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.fileName} · {dates.format(new Date(item.uploaded))}
                  </Text>
                  {item.rejectReason && <Text size="sm">{item.rejectReason}</Text>}
                </div>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    loading={download.isPending && download.variables.id === item.id}
                    onClick={() => download.mutate(item)}
                    aria-label={t('documents.downloadOf', { name: item.fileName })}
                  >
                    {t('documents.download')}
                  </Button>
                  {deletable.has(item.statusId) && item.isLinked !== true && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setToDelete(item)}
                      aria-label={t('documents.deleteOf', { name: item.fileName })}
                    >
                      {t('actions.delete')}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('documents.deleteTitle')}
        text={t('documents.deleteText', { name: toDelete?.fileName ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
      />
    </SectionCard>
  );
}
