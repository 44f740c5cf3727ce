import { Alert, Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { maxDocumentFileBytes, usTaxForms, type UsTaxForm } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useUploadTaxDocument } from '../api/upload-tax-document.ts';

type UploadKind = UsTaxForm | 'lossOfNationality';

/**
 * Upload of a form signed on paper (spec 002 §7 "W-form upload and loss-of-nationality upload";
 * decision 0079): which form it is, the file (PDF or image, at most 10 MiB; the server inspects it),
 * and the refusal in words when the file is refused.
 */
export function TaxDocumentUpload() {
  const { t } = useTranslation(['tax', 'errors']);
  const [kind, setKind] = useState<UploadKind>('W-9');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useUploadTaxDocument();

  const submit = () => {
    if (!file) return;
    if (file.size > maxDocumentFileBytes) return setTooLarge(true);
    setTooLarge(false);
    upload.mutate({ file, form: kind }, { onSuccess: () => setFile(null) });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('upload.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('upload.intro')}
        </Text>
        <Select
          label={t('upload.kind')}
          data={[
            ...usTaxForms.map((form) => ({ value: form, label: t('upload.form', { form }) })),
            { value: 'lossOfNationality', label: t('documents.lossOfNationality') },
          ]}
          value={kind}
          allowDeselect={false}
          onChange={(value) => value && setKind(value as UploadKind)}
        />
        <FileInput
          label={t('upload.file')}
          description={t('upload.fileHint')}
          accept="application/pdf,image/jpeg,image/png"
          value={file}
          onChange={setFile}
          clearable
          error={tooLarge ? t('upload.tooLarge') : undefined}
        />
        {upload.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, upload.error)}
          </Alert>
        )}
        {upload.isSuccess && !file && (
          <Alert color="teal" role="status">
            {t('upload.done')}
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconUpload size={16} />} onClick={submit} disabled={!file} loading={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
