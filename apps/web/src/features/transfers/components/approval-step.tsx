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

/**
 * The approval popup of a held money submit (spec 001 §4): the code from SMS (2), the authenticator
 * app (3) or the e-mail (4); approve, decline, or send a new code. A decline, a fifth wrong code or
 * an expiry ends with "Transaction was rejected." (spec 001 §8). Push (1) arrives with the linked device.
 */
export function ApprovalStep({
  transactionId,
  approveType,
  destination,
  onResult,
}: {
  transactionId: string;
  approveType: ApproveType;
  destination: string | undefined;
  onResult: (result: { status: 'completed' } | { status: 'rejected'; message: string }) => void;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState(destination);
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
      await call('approveTransfer', { trxid: transactionId, approvalCode: value });
      await refresh();
      onResult({ status: 'completed' });
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
      await call('declineTransfer', { trxid: transactionId });
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
      const reply = await call('resendApprovalCode', { trxid: transactionId });
      setSentTo(reply.approvalDestination);
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setBusy(null);
    }
  };

  if (approveType === approvalModes.push)
    return <PushApproval transactionId={transactionId} onResult={onResult} onDecline={() => void decline()} />;
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
          <Text size="sm" c="red.8" role="alert">
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
  transactionId,
  onResult,
  onDecline,
}: {
  transactionId: string;
  onResult: (result: { status: 'completed' } | { status: 'rejected'; message: string }) => void;
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
      if (status === 'approved' || status === 'completed') onResult({ status: 'completed' });
      else onResult({ status: 'rejected', message: message ?? t('approval.rejected') });
    };
    const close = openLiveChannel({ session }, (message) => {
      if (message.type === 'transaction' && message.transactionId === transactionId)
        void finish(message.status, message.status === 'rejected' ? t('approval.rejected') : undefined);
    });
    const poll = setInterval(() => {
      void call('approvalStatus', { trxid: transactionId })
        .then((reply) => finish(reply.status))
        .catch(() => undefined);
    }, 3000);
    return () => {
      close();
      clearInterval(poll);
    };
  }, [transactionId, onResult, queryClient, t]);
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
