import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { OneTimeCodeInput } from '../../../shared/ui/code-input.tsx';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { approvalModeSendsCode, approvalModes, responseCodes, type ApproveType } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { openLiveChannel } from '../../../shared/api/live.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { session } from '../../../shared/session/session.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';

/** How an approval ends: the posted transaction, or the rejection's text. */
type ApprovalResult = { status: 'completed'; transactionId: string } | { status: 'rejected'; message: string };

/**
 * The approval popup of a held money submit (spec 001 §4): the code from SMS (2), the authenticator
 * app (3) or the e-mail (4) for the submit's `operationId` (the approval calls' `trxid`); approve,
 * decline, or send a new code. A decline, a fifth wrong code or an expiry ends with "Transaction was
 * rejected." (spec 001 §8). Push (1) arrives with the linked device.
 */
export function ApprovalStep({
  operationId,
  approveType,
  approvalSentTo,
  onResult,
}: {
  operationId: string;
  approveType: ApproveType;
  /** The masked phone number or e-mail the code went to (spec 001 §3 approvalSentTo). */
  approvalSentTo: string | undefined;
  onResult: (result: ApprovalResult) => void;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState(approvalSentTo);
  const [busy, setBusy] = useState<'approve' | 'decline' | 'resend' | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryRoots.accounts }),
      queryClient.invalidateQueries({ queryKey: queryRoots.history }),
    ]);
  const rejected = () => onResult({ status: 'rejected', message: t('approval.rejected') });

  const approve = async (value: string) => {
    if (!/^\d{6}$/.test(value) || busy) return;
    setBusy('approve');
    setError(null);
    try {
      const approved = await call('approveTransfer', { trxid: operationId, approvalCode: value });
      await refresh();
      onResult({ status: 'completed', transactionId: approved.transactionId });
    } catch (failure) {
      setCode('');
      if (failure instanceof ApiError && failure.code === responseCodes.verifyError)
        setError(failure.validationErrors[0]?.description ?? t('errors:fields.invalid_code'));
      else if (failure instanceof ApiError && failure.code === 'TA1') {
        await refresh();
        rejected();
      } else setError(errorMessage(t, failure));
    } finally {
      setBusy(null);
    }
  };

  const decline = async () => {
    setBusy('decline');
    try {
      await call('declineTransfer', { trxid: operationId });
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.code === 'TA1')) {
        setError(errorMessage(t, failure));
        setBusy(null);
        return;
      }
    }
    await refresh();
    setBusy(null);
    rejected();
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    try {
      const reply = await call('resendApprovalCode', { trxid: operationId });
      setSentTo(reply.approvalSentTo);
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setBusy(null);
    }
  };

  if (approveType === approvalModes.push)
    return <PushApproval operationId={operationId} onResult={onResult} onDecline={() => void decline()} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void approve(code);
      }}
      data-testid="approval-step"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconShieldCheck size={26} aria-hidden />
          <Text size="sm">
            {approveType === approvalModes.otp
              ? t('approval.otp')
              : approveType === approvalModes.sms
                ? t('approval.sms', { destination: sentTo ?? '' })
                : t('approval.email', { destination: sentTo ?? '' })}
          </Text>
        </Group>
        <OneTimeCodeInput
          value={code}
          onChange={setCode}
          onComplete={(value) => void approve(value)}
          error={error !== null}
          disabled={busy !== null}
          autoFocus
          label={t('approval.code')}
        />
        {error && (
          <Text size="sm" c={textColors.error} role="alert">
            {error}
          </Text>
        )}
        {approvalModeSendsCode(approveType) && (
          <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={busy !== null}>
            {t('approval.resend')}
          </Anchor>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" onClick={() => void decline()} loading={busy === 'decline'}>
            {t('approval.decline')}
          </Button>
          <Button type="submit" loading={busy === 'approve'} disabled={code.length !== 6}>
            {t('approval.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Waits for the linked device's answer to a push approval (approval mode push): the live channel's
 * transaction message, or the approval status polled every 3 s.
 */
function PushApproval({
  operationId,
  onResult,
  onDecline,
}: {
  operationId: string;
  onResult: (result: ApprovalResult) => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    const finish = async (status: string, message?: string) => {
      if (done.current || status === 'pending') return;
      done.current = true;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.accounts }),
        queryClient.invalidateQueries({ queryKey: queryRoots.history }),
      ]);
      if (status === 'approved' || status === 'completed')
        onResult({ status: 'completed', transactionId: operationId });
      else onResult({ status: 'rejected', message: message ?? t('approval.rejected') });
    };
    const close = openLiveChannel({ session }, (message) => {
      // The live channel names the submit by the id it was submitted as.
      if (message.type === 'transaction' && message.transactionId === operationId)
        void finish(message.status, message.status === 'rejected' ? t('approval.rejected') : undefined);
    });
    const poll = setInterval(() => {
      void call('approvalStatus', { trxid: operationId })
        .then((reply) => finish(reply.status))
        .catch(() => undefined);
    }, 3000);
    return () => {
      close();
      clearInterval(poll);
    };
  }, [operationId, onResult, queryClient, t]);
  return (
    <Stack gap="md" data-testid="approval-step">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        <Text size="sm">{t('approval.push')}</Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={onDecline}>
          {t('approval.decline')}
        </Button>
      </Group>
    </Stack>
  );
}
