import { Alert, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isPlausibleEmail, minPasswordLength, responseCodes } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { activation } from '../api/onboarding-api.ts';

const actions = ['activation', 'activationBusiness', 'activationEmployee'] as const;

/**
 * /activate?action=…&user=…&code=… (spec 002 §4 "Activation"): signs out any current session,
 * activates, stores the tokens, goes home with a success notification; otherwise an error with a
 * way to get a new link or to sign in. A malformed, wrong or expired link (the server's 'VF' on any
 * field, or a link the page can tell is malformed) is one translated message, never the validation
 * text of a field the customer never typed.
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
  // An authorised business user is invited without a password and chooses one here (decision 0096).
  const isEmployee = action === 'activationEmployee';
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const activationMutation = useMutation({
    // The spec's two forms (spec 002 §7): a business activates by `email`, everyone else by
    // `username` (an employee too, as the spec names no fields of its own; decision 0011).
    mutationFn: () =>
      activation(
        action === 'activationBusiness'
          ? { email: user, activationCode: code }
          : { username: user, activationCode: code, ...(isEmployee && { password }) },
      ),
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        title: t('activate.successTitle'),
        message:
          action === 'activationBusiness'
            ? t('activate.successBusiness')
            : isEmployee
              ? t('activate.successEmployee')
              : t('activate.success'),
      });
      await navigate('/home', { replace: true });
    },
  });
  const resend = useMutation({ mutationFn: (address: string) => call('activationResend', { email: address }) });
  // The contract's limits on the code (6 to 128 characters): a link that cannot be right is not sent.
  const valid = isPlausibleEmail(user) && code.trim().length >= 6 && code.trim().length <= 128;
  const passwordError = fieldErrors(t, activationMutation.error).password;
  const isBadLink =
    !valid ||
    (activationMutation.error instanceof ApiError &&
      activationMutation.error.code === responseCodes.verifyError &&
      passwordError === undefined);
  useEffect(() => {
    // Activation needs both user and code (spec 002 §5); the link is used once, even in StrictMode.
    if (!valid || isEmployee || started.current) return;
    started.current = true;
    activationMutation.mutate();
  }, [valid, isEmployee, activationMutation]);

  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('activate.title')}
        </Title>
        {valid && activationMutation.isPending && (
          <Stack align="center" gap="xs" py="md">
            <Loader />
            <Text c="dimmed">{t('activate.working')}</Text>
          </Stack>
        )}
        {valid &&
          isEmployee &&
          !activationMutation.isPending &&
          (isBadLink === false || !activationMutation.isError) && (
            <form
              aria-label={t('activate.employeeTitle')}
              onSubmit={(event) => {
                event.preventDefault();
                if (password.length < minPasswordLength)
                  return setPasswordProblem(t('errors:fields.password_too_short'));
                if (password !== passwordRepeat) return setPasswordProblem(t('errors:fields.passwords_differ'));
                setPasswordProblem(null);
                activationMutation.mutate();
              }}
            >
              <Stack gap="sm">
                <Text fw={500}>{t('activate.employeeTitle')}</Text>
                <Text size="sm">{t('activate.employeeText', { email: user })}</Text>
                <PasswordInput
                  label={t('activate.password')}
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={passwordProblem ?? passwordError}
                  visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
                />
                <PasswordInput
                  label={t('activate.passwordRepeat')}
                  autoComplete="new-password"
                  required
                  value={passwordRepeat}
                  onChange={(event) => setPasswordRepeat(event.currentTarget.value)}
                  visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
                />
                <Button type="submit">{t('activate.activateButton')}</Button>
              </Stack>
            </form>
          )}
        {(!valid || (activationMutation.isError && passwordError === undefined)) && (
          <>
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('activate.failed')}
            >
              {isBadLink ? t('activate.invalidLink') : errorMessage(t, activationMutation.error)}
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
