import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isCertificationActionRequired, type CertificationState, type CertificationStatus } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/bridge/bridge.ts';
import { taxCertificationQueries } from '../api/tax-certification-queries.ts';
import { ControllingPersons } from './controlling-persons.tsx';
import { TaxDocumentUpload } from './tax-document-upload.tsx';

const statusColours: Record<CertificationStatus, string> = {
  validated: 'teal',
  pending: 'blue',
  none: 'gray',
  notRequired: 'gray',
  rejected: 'red',
  expiredSoon: 'orange',
};

/** The certification's documents with their statuses, as `fatcaCrsGet` names them. */
function documentsOf(state: CertificationState) {
  return [
    { key: 'selfCertification', id: state.selfCertificationDocumentId, status: state.selfCertificationDocumentStatus },
    { key: 'w9', id: state.w9DocumentId, status: state.w9DocumentStatus },
    { key: 'w8', id: state.w8DocumentId, status: state.w8DocumentStatus },
    { key: 'lossOfNationality', id: state.lossOfNationalityDocumentId, status: state.lossOfNationalityDocumentStatus },
  ].filter(
    (document): document is { key: string; id: number; status: CertificationStatus } => document.id !== undefined,
  );
}

async function download(id: number, fallbackName: string): Promise<void> {
  const response = await call('documentFile', { id });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
  await saveFile(blob, /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
}

/**
 * The tax certification's entry (spec 002 §2 "self-certification-splash", business variant): why we
 * ask, the certification's status (decision 0078), its signed documents to download, and the way to
 * the form; a customer with nothing to do may go home. A business whose answers need controlling
 * persons invites them here (decision 0080).
 */
export function CertificationSplash(props: { formPath: string }) {
  const { t } = useTranslation(['tax', 'errors']);
  const state = useQuery(taxCertificationQueries.fatcaCrsGet());

  if (state.isPending)
    return (
      <Stack>
        <Skeleton height={32} width="60%" />
        <Skeleton height={120} />
      </Stack>
    );
  if (state.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, state.error)}
      </Alert>
    );
  const { status } = state.data;
  const isActionRequired = isCertificationActionRequired(status);
  const documents = documentsOf(state.data);
  return (
    <Stack gap="lg" maw={640}>
      <Group gap="sm" wrap="nowrap">
        <IconFileCertificate size={32} aria-hidden />
        <Title order={1} size="h2">
          {t(state.data.holder.kind === 'business' ? 'splash.titleBusiness' : 'splash.title')}
        </Title>
      </Group>
      <Text>{t('splash.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text fw={500}>{t('splash.status')}</Text>
            <Badge color={statusColours[status]} size="lg" data-testid="certification-status">
              {t(`statusName.${status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`status.${status}`)}
          </Text>
          {documents.map((document) => (
            <Group key={document.key} justify="space-between" wrap="wrap">
              <Text size="sm">
                {t(`documents.${document.key}`)} · {t(`statusName.${document.status}`)}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={14} />}
                onClick={() => void download(document.id, `${document.key}.pdf`)}
              >
                {t('splash.download')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Group>
        <Button component={Link} to={props.formPath} variant={isActionRequired ? 'filled' : 'light'}>
          {t(state.data.certification ? 'splash.update' : 'splash.start')}
        </Button>
        {!isActionRequired && (
          <Button component={Link} to="/home" variant="default">
            {t('splash.home')}
          </Button>
        )}
      </Group>
      {state.data.holder.kind === 'business' && <ControllingPersons />}
      <TaxDocumentUpload />
    </Stack>
  );
}
