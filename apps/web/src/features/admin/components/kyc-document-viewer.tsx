import { Alert, Button, Group, Image, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { adminReasonSchema, type DocumentReviewDecision, type ListedDocument } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { documentFile, useKycDecision } from '../api/kyc-review.ts';

const decisions: readonly { decision: DocumentReviewDecision; color: string }[] = [
  { decision: 'approve', color: 'green' },
  { decision: 'reject', color: 'red' },
  { decision: 'investigate', color: 'orange' },
  { decision: 'nameMismatch', color: 'grape' },
];

/** The object URL of a downloaded document file, revoked when the file changes or the viewer closes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The reviewer's file viewer (spec 002 §6; decision 0067): the stored file (an image inline, a PDF in a
 * frame), and when the document still awaits review the four decisions of decision 0067 with the
 * reason every one of them needs (the customer sees it for a rejection or a name mismatch).
 */
export function KycDocumentViewer({
  document,
  reviewable,
  onClose,
}: {
  document: ListedDocument;
  reviewable: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['kyc', 'errors']);
  const file = useQuery({
    queryKey: ['admin', 'kyc', 'documentFile', document.id],
    queryFn: () => documentFile(document.id),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = useObjectUrl(file.data);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useKycDecision();

  const submit = (decision: DocumentReviewDecision) => {
    const issue = adminReasonSchema.safeParse(reason).error?.issues[0];
    if (issue) {
      setReasonError(fieldErrorText(t, issue.message));
      return;
    }
    setReasonError(null);
    decide.mutate(
      { kind: 'review', input: { documentId: document.id, decision, reason: reason.trim() } },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={t(`documentTypes.${document.documentType}`)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {document.fileName} · {document.mimeType} · {t('review.pages', { count: document.pages })}
        </Text>
        {file.isPending ? <Loader aria-label={t('page.loading')} /> : null}
        {file.error ? <Alert color="red">{errorMessage(t, file.error)}</Alert> : null}
        {url && document.mimeType.startsWith('image/') ? (
          <Image src={url} alt={t('review.fileAlt', { name: document.fileName })} fit="contain" mah={520} />
        ) : null}
        {url && document.mimeType === 'application/pdf' ? (
          <iframe
            src={url}
            title={t('review.fileAlt', { name: document.fileName })}
            style={{ width: '100%', height: 520, border: 0 }}
          />
        ) : null}
        {url ? (
          <Button
            component="a"
            href={url}
            download={document.fileName}
            variant="default"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('review.download')}
          </Button>
        ) : null}
        {reviewable ? (
          <>
            <Textarea
              label={t('review.reason')}
              description={t('review.reasonHint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              autosize
              minRows={2}
              maxLength={500}
            />
            {decide.error ? (
              <Alert color="red" role="alert">
                {errorMessage(t, decide.error)}
              </Alert>
            ) : null}
            <Group gap="xs">
              {decisions.map(({ decision, color }) => (
                <Button
                  key={decision}
                  color={color}
                  variant={decision === 'approve' ? 'filled' : 'light'}
                  loading={
                    decide.isPending &&
                    decide.variables.kind === 'review' &&
                    decide.variables.input.decision === decision
                  }
                  disabled={decide.isPending}
                  onClick={() => submit(decision)}
                >
                  {t(`review.decisions.${decision}`)}
                </Button>
              ))}
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
