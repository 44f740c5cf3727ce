import { Alert, Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { approvalModes, responseCodes, type ApproveType } from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { OneTimeCodeInput } from '../../../shared/ui/code-input.tsx';

type Step =
  | { step: 'starting' }
  | {
      step: 'code';
      approvalTransactionId: string;
      approveType: ApproveType;
      sentTo?: string | undefined;
      fromEmail: string;
    }
  | { step: 'done'; executed: number; waiting: number; failed: string[] }
  | { step: 'failed'; message: string };

/**
 * Approving transaction requests (spec 001 §7 "approve {transactionIds, declined}" then "business
 * transaction request confirm {fromEmail, approvalTransactionId, code}"): asks the server for the
 * approver's own code (SMS, authenticator app or e-mail), takes it, and tells what happened to each
 * request: paid, or waiting for more approvals.
 */
export function ApproveModal({
  transactionIds,
  onClose,
}: {
  /** The requests to approve; empty = closed. */
  transactionIds: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('approvals');
  const idsKey = transactionIds.join(',');
  return (
    <Modal opened={transactionIds.length > 0} onClose={onClose} title={t('approve.title')} centered radius="lg">
      {idsKey && <ApproveFlow key={idsKey} idsKey={idsKey} count={transactionIds.length} onClose={onClose} />}
    </Modal>
  );
}

/** One approval, from asking for the code to the outcome; remounted for every new choice of requests. */
function ApproveFlow({ idsKey, count, onClose }: { idsKey: string; count: number; onClose: () => void }) {
  const { t } = useTranslation(['approvals', 'errors']);
  const queryClient = useQueryClient();
  const [state, setState] = useState<Step>({ step: 'starting' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    call('transactionRequestApprove', { transactionIds: idsKey.split(','), declined: false })
      .then((reply) => {
        if (!live) return;
        setState(
          reply.approvalTransactionId && reply.approveType !== undefined && reply.fromEmail
            ? {
                fromEmail: reply.fromEmail,
                step: 'code',
                approvalTransactionId: reply.approvalTransactionId,
                approveType: reply.approveType,
                sentTo: reply.approvalSentTo,
              }
            : { step: 'failed', message: t('errors:codes.unknown') },
        );
      })
      .catch((failure: unknown) => live && setState({ step: 'failed', message: errorMessage(t, failure) }));
    return () => {
      live = false;
    };
  }, [idsKey, t]);

  const confirm = async (value: string) => {
    if (state.step !== 'code' || !/^\d{6}$/.test(value) || busy) return;
    setBusy(true);
    setCodeError(null);
    try {
      const reply = await call('transactionRequestConfirm', {
        fromEmail: state.fromEmail,
        approvalTransactionId: state.approvalTransactionId,
        code: value,
      });
      setState({
        step: 'done',
        executed: reply.results.filter((result) => result.isExecuted).length,
        waiting: reply.results.filter((result) => !result.isExecuted && result.responseCode === '00').length,
        failed: reply.results
          .filter((result) => result.responseCode !== '00')
          .map((result) => result.responseDescription ?? result.responseCode),
      });
    } catch (failure) {
      setCode('');
      if (failure instanceof ApiError && failure.code === responseCodes.verifyError)
        setCodeError(errorMessage(t, failure));
      else setState({ step: 'failed', message: errorMessage(t, failure) });
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.transfers }),
        queryClient.invalidateQueries({ queryKey: queryRoots.accounts }),
      ]);
    }
  };

  return (
    <>
      {state.step === 'starting' && (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text size="sm">{t('approve.sendingCode')}</Text>
        </Group>
      )}
      {state.step === 'code' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm(code);
          }}
          data-testid="approval-code-step"
        >
          <Stack gap="md">
            <Text size="sm">{t('approve.count', { count })}</Text>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconShieldCheck size={26} aria-hidden />
              <Text size="sm">
                {state.approveType === approvalModes.otp
                  ? t('approve.otp')
                  : state.approveType === approvalModes.sms
                    ? t('approve.sms', { destination: state.sentTo ?? '' })
                    : t('approve.email', { destination: state.sentTo ?? '' })}
              </Text>
            </Group>
            <OneTimeCodeInput
              label={t('approve.codeLabel')}
              value={code}
              onChange={setCode}
              onComplete={(value) => void confirm(value)}
              error={codeError !== null}
              disabled={busy}
              autoFocus
            />
            {codeError && (
              <Text size="sm" c="red" role="alert">
                {codeError}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('approve.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={code.length !== 6}>
                {t('approve.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {state.step === 'done' && (
        <Stack gap="md" data-testid="approval-result">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={26} />
            </ThemeIcon>
            <Text fw={600}>{t('approve.done')}</Text>
          </Group>
          {state.executed > 0 && <Text size="sm">{t('approve.executed', { count: state.executed })}</Text>}
          {state.waiting > 0 && <Text size="sm">{t('approve.waiting', { count: state.waiting })}</Text>}
          {state.failed.map((message, index) => (
            <Alert key={index} color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {message}
            </Alert>
          ))}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('approve.close')}</Button>
          </Group>
        </Stack>
      )}
      {state.step === 'failed' && (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={t('approve.failed')}
          >
            {state.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('approve.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
}
