import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { resolutionDeclineReasonSchema } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrorText, fieldErrors } from '../../../shared/api/error-message.ts';

/**
 * The reason a director gives when declining a resolution (decision 0120): 3–500 characters,
 * checked with the contract's rule before sending; the server's `reason` error shows at the field.
 */
export function DeclineForm({
  onDecline,
  onBack,
  isPending,
  error,
}: {
  onDecline: (reason: string) => void;
  onBack: () => void;
  isPending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation(['company', 'errors']);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const serverErrors = fieldErrors(t, error);
  const submit = () => {
    const checked = resolutionDeclineReasonSchema.safeParse(reason);
    if (!checked.success) {
      setProblem(
        reason.trim().length === 0
          ? fieldErrorText(t, 'required')
          : fieldErrorText(t, checked.error.issues[0]?.message ?? 'invalid'),
      );
      return;
    }
    setProblem(undefined);
    onDecline(checked.data);
  };
  const otherError = error && !serverErrors.reason ? errorMessage(t, error) : undefined;
  return (
    <Stack gap="sm">
      <Textarea
        label={t('decline.reason')}
        description={t('decline.reasonHint')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setProblem(undefined);
        }}
        error={problem ?? serverErrors.reason}
        required
        autosize
        minRows={3}
        maxLength={500}
        data-autofocus
      />
      {otherError && (
        <Alert color="red" role="alert">
          {otherError}
        </Alert>
      )}
      <Group>
        <Button color="red" loading={isPending} onClick={submit}>
          {t('decline.confirm')}
        </Button>
        <Button variant="default" onClick={onBack} disabled={isPending}>
          {t('decline.back')}
        </Button>
      </Group>
    </Stack>
  );
}
