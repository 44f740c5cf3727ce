import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceMobileMessage } from '@tabler/icons-react';
import type { LoginResponse } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { openLiveChannel } from '../../../shared/api/live.ts';
import { exchangeCode, type ExchangeOutcome } from '../api/exchange-code.ts';

/**
 * The push sign-in step (spec 000 §4 push): waits on the live channel (and polls every 3 s) while
 * the customer approves on the linked device, then exchanges the code; a decline or expiry ends it.
 */
export function PushStep({
  reply,
  codeVerifier,
  onExchanged,
  onBack,
}: {
  reply: LoginResponse;
  codeVerifier: string;
  /** After the token call: signed in, or held for the push migration. */
  onExchanged: (outcome: ExchangeOutcome) => Promise<void> | void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const [state, setState] = useState<'waiting' | 'signingIn' | 'declined' | 'expired' | 'failed'>('waiting');
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const done = useRef(false);
  const tmpJwt = reply.tmpJwt ?? '';

  useEffect(() => {
    if (!tmpJwt || !reply.code) return;
    const code = reply.code;
    const finish = async (status: string) => {
      if (done.current) return;
      if (status === 'approved') {
        done.current = true;
        setState('signingIn');
        try {
          await onExchanged(await exchangeCode(code, codeVerifier));
        } catch (error) {
          setFailure(errorMessage(t, error));
          setState('failed');
        }
      } else if (status === 'declined' || status === 'expired') {
        done.current = true;
        setState(status);
      }
    };
    const close = openLiveChannel({ tmpJwt }, (message) => {
      if (message.type === 'pushResolved') void finish(message.status);
    });
    const poll = setInterval(() => {
      void call('pushStatus', { tmpJwt })
        .then((status) => finish(status.status))
        .catch(() => undefined);
    }, 3000);
    return () => {
      close();
      clearInterval(poll);
    };
  }, [tmpJwt, reply.code, codeVerifier, onExchanged, t]);

  const resend = async () => {
    try {
      await call('pushResend', { tmpJwt });
      setResent(true);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <Stack gap="md" data-testid="push-step">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconDeviceMobileMessage size={28} aria-hidden />
        <div>
          <Title order={2} size="h4">
            {t('auth:push.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('auth:push.text')}
          </Text>
        </div>
      </Group>
      {(state === 'waiting' || state === 'signingIn') && (
        <Group gap="sm" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{state === 'waiting' ? t('auth:push.waiting') : t('auth:signingIn')}</Text>
        </Group>
      )}
      {state === 'declined' && (
        <Alert color="red" role="alert">
          {t('auth:push.declined')}
        </Alert>
      )}
      {state === 'expired' && (
        <Alert color="orange" role="alert">
          {t('auth:push.expired')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {state === 'waiting' && (
        <Anchor component="button" type="button" size="sm" onClick={() => void resend()}>
          {resent ? t('auth:push.resent') : t('auth:push.resend')}
        </Anchor>
      )}
      <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
        {t('auth:flow.back')}
      </Button>
    </Stack>
  );
}
