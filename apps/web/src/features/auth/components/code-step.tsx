import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { OneTimeCodeInput } from '../../../shared/ui/code-input.tsx';
import { IconAlertCircle, IconArrowLeft, IconDeviceMobileMessage, IconShieldLock } from '@tabler/icons-react';
import { responseCodes, type LoginResponse } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { exchangeCode, type ExchangeOutcome } from '../api/exchange-code.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';

/**
 * The second step of the otp, sms and verifyDevice sign-in flows (spec 000 §4): six digits from the authenticator
 * app, or from the SMS whose two-digit identifier the page shows next to the masked number. A wrong
 * code shows how many tries are left; an expired or burnt sign-in sends the customer back to start.
 */
export function CodeStep({
  flow,
  reply,
  codeVerifier,
  onExchanged,
  onBack,
}: {
  flow: 'otp' | 'sms' | 'verifyDevice';
  reply: LoginResponse;
  codeVerifier: string;
  /** After the token call: signed in, or held for the push migration. */
  onExchanged: (outcome: ExchangeOutcome) => Promise<void> | void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent, value = otp) => {
    event?.preventDefault();
    if (!/^\d{6}$/.test(value) || busy || !reply.code) return;
    setBusy(true);
    setError(null);
    try {
      await onExchanged(await exchangeCode(reply.code, codeVerifier, value));
    } catch (failure) {
      setOtp('');
      if (failure instanceof ApiError && failure.code === responseCodes.verifyError) {
        setError(failure.description || t('errors:fields.invalid_code'));
      } else if (failure instanceof ApiError && failure.code === responseCodes.authError) {
        setExpired(true);
      } else {
        setError(errorMessage(t, failure));
      }
    } finally {
      setBusy(false);
    }
  };

  // verifyDevice: the server says how this browser can be approved (spec 000 §4 "Device approval").
  const methods = useQuery({
    queryKey: ['auth', 'approveMethods', reply.code],
    queryFn: async () => (await call('approveMethodsForSignIn', { code: reply.code ?? '' })).methods,
    enabled: flow === 'verifyDevice' && Boolean(reply.code),
    retry: false,
  });
  const byDevice = methods.data?.some((method) => method.id === 'push') === true;
  // With a linked device, approving there signs in too (polled; the e-mailed code still works).
  const tmpJwt = flow === 'verifyDevice' && byDevice ? reply.tmpJwt : undefined;
  useEffect(() => {
    if (!tmpJwt || !reply.code) return;
    const code = reply.code;
    let finished = false;
    const poll = setInterval(() => {
      void call('pushStatus', { tmpJwt })
        .then(async (status) => {
          if (finished || status.status !== 'approved') return;
          finished = true;
          clearInterval(poll);
          await onExchanged(await exchangeCode(code, codeVerifier));
        })
        .catch(() => undefined);
    }, 3000);
    return () => clearInterval(poll);
  }, [tmpJwt, reply.code, codeVerifier, onExchanged]);

  const Icon = flow === 'sms' ? IconDeviceMobileMessage : IconShieldLock;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('auth:code.formLabel')} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon size={28} aria-hidden />
          <div>
            <Title order={2} size="h4">
              {flow === 'sms'
                ? t('auth:code.smsTitle')
                : flow === 'verifyDevice'
                  ? t('auth:code.newBrowserTitle')
                  : t('auth:code.otpTitle')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {flow === 'sms'
                ? t('auth:code.smsText', { phone: reply.phoneNumber ?? '', id: reply.smsIdentifier ?? '' })
                : flow === 'verifyDevice'
                  ? byDevice
                    ? t('auth:code.newBrowserTextPush')
                    : t('auth:code.newBrowserText')
                  : t('auth:code.otpText')}
            </Text>
          </div>
        </Group>
        {expired ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('auth:code.expired')}
          </Alert>
        ) : (
          <>
            <OneTimeCodeInput
              size="lg"
              value={otp}
              onChange={setOtp}
              onComplete={(value) => void submit(undefined, value)}
              error={error !== null}
              disabled={busy}
              autoFocus
              label={t('auth:code.label')}
            />
            {error && (
              <Text size="sm" c={textColors.error} role="alert">
                {error}
              </Text>
            )}
            <Button type="submit" size="md" loading={busy} disabled={otp.length !== 6}>
              {t('auth:code.submit')}
            </Button>
          </>
        )}
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
          {expired ? t('auth:code.startAgain') : t('auth:flow.back')}
        </Button>
      </Stack>
    </form>
  );
}
