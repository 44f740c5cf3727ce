import { Alert, Button, FileInput, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconUpload, type Icon } from '@tabler/icons-react';
import { maxDocumentFileBytes, type DocumentTypeGroup } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useDocumentUpload } from '../api/kyc-queries.ts';

/** File types the inspection accepts (decision 0069): offered by the file picker, checked again by the server. */
const accept = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * A titled card (`SectionCard`) that uploads one document of a category with
 * {@link DocumentUploadForm}; `testId` marks the card for the browser tests.
 */
export function DocumentUploadCard({
  group,
  icon,
  title,
  hint,
  testId,
}: {
  group: DocumentTypeGroup;
  icon: Icon;
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <SectionCard icon={icon} title={title} text={hint}>
        <DocumentUploadForm group={group} />
      </SectionCard>
    </div>
  );
}

/**
 * Uploads one document of a category (spec 002 §3 "Upload data"): the type among the category's
 * `customerDocumentTypes`, the file, and the back side (types 4 and 5) or the passport's front page
 * (type 88) when the type needs it. Size is checked before sending; every other check (type from
 * the content, pages, active content) is the server's, whose field errors show at the file.
 * `onUploaded` runs after the server accepted the document; `cancel` adds a button that closes the form.
 */
export function DocumentUploadForm({
  group,
  onUploaded,
  cancel,
}: {
  group: DocumentTypeGroup;
  onUploaded?: () => void;
  cancel?: { label: string; onCancel: () => void };
}) {
  const { t } = useTranslation(['kyc', 'errors']);
  const types = group.customerDocumentTypes;
  const [typeId, setTypeId] = useState<string>(String(types[0]?.id ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [second, setSecond] = useState<File | null>(null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  /** Percent of the files sent (0–100) while uploading; at 100 the server is checking them. */
  const [percent, setPercent] = useState(0);
  const upload = useDocumentUpload();
  const type = types.find((candidate) => String(candidate.id) === typeId);
  const secondKind = type?.needsBackSide ? 'backSide' : type?.needsFrontPage ? 'frontPage' : undefined;
  const serverErrors = upload.error ? fieldErrors(t, upload.error) : {};
  const errors = { ...serverErrors, ...localErrors };
  const tooLarge = (candidate: File | null) => candidate !== null && candidate.size > maxDocumentFileBytes;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!file) problems.document = t('errors:fields.required');
    else if (tooLarge(file)) problems.document = t('errors:fields.file_too_large');
    if (secondKind && !second) problems.additionalDocument = t('errors:fields.required');
    else if (tooLarge(second)) problems.additionalDocument = t('errors:fields.file_too_large');
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0 || !file || !type) return;
    setPercent(0);
    upload.mutate(
      {
        data: { documentType: type.id },
        files: { document: file, ...(secondKind && second ? { additionalDocument: second } : {}) },
        onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      },
      {
        onSuccess: () => {
          setFile(null);
          setSecond(null);
          onUploaded?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="md">
        <Radio.Group
          label={t('upload.typeLabel')}
          value={typeId}
          error={errors.documentType}
          onChange={(value) => {
            setTypeId(value);
            setSecond(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {types.map((candidate) => (
              <Radio key={candidate.id} value={String(candidate.id)} label={t(`documentTypes.${candidate.name}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <FileInput
          label={secondKind === 'backSide' ? t('upload.frontSide') : t('upload.file')}
          description={t('upload.fileHint')}
          placeholder={t('upload.choose')}
          accept={accept}
          value={file}
          onChange={setFile}
          error={errors.document}
          clearable
          leftSection={<IconUpload size={16} aria-hidden />}
        />
        {secondKind ? (
          <FileInput
            label={t(`upload.${secondKind}`)}
            description={t('upload.fileHint')}
            placeholder={t('upload.choose')}
            accept={accept}
            value={second}
            onChange={setSecond}
            error={errors.additionalDocument}
            clearable
            leftSection={<IconUpload size={16} aria-hidden />}
          />
        ) : null}
        {upload.isPending ? (
          <Stack gap={4} data-testid="upload-progress">
            <Text size="sm">{percent < 100 ? t('upload.uploaded', { percent }) : t('upload.checking')}</Text>
            <Progress value={percent} animated={percent >= 100} aria-label={t('upload.progressLabel')} />
          </Stack>
        ) : null}
        {upload.error && Object.keys(serverErrors).length === 0 ? (
          <Alert color="red" role="alert">
            {errorMessage(t, upload.error)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={upload.isPending}>
            {t('upload.submit')}
          </Button>
          {cancel ? (
            <Button variant="subtle" color="gray" onClick={cancel.onCancel} disabled={upload.isPending}>
              {cancel.label}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
