import { Alert, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isPlausibleEmail, responseCodes } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { activate } from '../api/onboarding-api.ts';

const actions = ['activation', 'activationBusiness', 'activationEmployee'] as const;

/**
 * /activate?action=…&user=…&code=… (spec 002 §4 "Activation"): signs out any current session,
 * activates, stores the tokens, goes home with a success notification; otherwise an error with a
 * way to get a new link or to sign in. A malformed, wrong or expired link (the server's 'VF' on any
 * field, or a link the page can tell is malformed) is one translated message, never the validation
 * text of a field the customer never typed (issue 12).
 */
export function Component() {
  const { t } = useTranslation(['onboarding', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const action = actions.find((item) => item === params.get('action')) ?? 'activation';
  const user = params.get('user') ?? '';
  const code = params.get('code') ?? '';
  const [email, setEmail] = useState(user);
  const started = useRef(false);
  const activation = useMutation({
    // The spec's two forms (spec 002 §7): a business activates by `email`, everyone else by
    // `username` (an employee too, as the spec names no fields of its own; decision 0011).
    mutationFn: () =>
      activate(
        action === 'activationBusiness'
          ? { email: user, activationCode: code }
          : { username: user, activationCode: code },
      ),
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        title: t('activate.successTitle'),
        message: action === 'activationBusiness' ? t('activate.successBusiness') : t('activate.success'),
      });
      await navigate('/home', { replace: true });
    },
  });
  const resend = useMutation({ mutationFn: (address: string) => call('activationResend', { email: address }) });
  // The contract's limits on the code (6 to 128 characters): a link that cannot be right is not sent.
  const valid = isPlausibleEmail(user) && code.trim().length >= 6 && code.trim().length <= 128;
  const isBadLink =
    !valid || (activation.error instanceof ApiError && activation.error.code === responseCodes.verifyError);
  useEffect(() => {
    // Activation needs both user and code (spec 002 §5); the link is used once, even in StrictMode.
    if (!valid || started.current) return;
    started.current = true;
    activation.mutate();
  }, [valid, activation]);

  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('activate.title')}
        </Title>
        {valid && activation.isPending && (
          <Stack align="center" gap="xs" py="md">
            <Loader />
            <Text c="dimmed">{t('activate.working')}</Text>
          </Stack>
        )}
        {(!valid || activation.isError) && (
          <>
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('activate.failed')}
            >
              {isBadLink ? t('activate.invalidLink') : errorMessage(t, activation.error)}
            </Alert>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (isPlausibleEmail(email)) resend.mutate(email.trim());
              }}
            >
              <Stack gap="sm">
                <Text size="sm">{t('activate.resendText')}</Text>
                <TextInput
                  label={t('register.email')}
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
                {resend.isSuccess && <Alert color="teal">{t('register.resent')}</Alert>}
                <Button type="submit" variant="default" loading={resend.isPending}>
                  {t('register.resend')}
                </Button>
              </Stack>
            </form>
            <Button component={Link} to="/login" variant="subtle">
              {t('activate.signIn')}
            </Button>
          </>
        )}
      </Stack>
    </LoginLayout>
  );
}
