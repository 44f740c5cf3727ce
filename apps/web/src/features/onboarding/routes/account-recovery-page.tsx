import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { OneTimeCodeInput } from '../../../shared/ui/code-input.tsx';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { emailSchema, minPasswordLength } from '@tessera/contract';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { PasswordStrength } from '../components/password-strength.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';

const steps = ['email', 'status', 'reset', 'password', 'success'] as const;
type Step = (typeof steps)[number];

/**
 * /account-recovery/{email,status,reset,password,success} (spec 000 §2, spec 002 §7): the e-mail,
 * "we sent a code", the code, a new strong password, done. The e-mail and the checked code travel
 * in the address (the code only between the last two steps); every session ends after the reset,
 * and two-step sign-in stays on.
 */
export function Component() {
  const { t } = useTranslation(['onboarding', 'errors']);
  const { step: stepParam } = useParams();
  const step = steps.find((item) => item === stepParam);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const go = (next: Step, query: Record<string, string> = {}) =>
    void navigate(`/account-recovery/${next}?${new URLSearchParams({ email, ...query }).toString()}`);
  if (!step) return <Navigate to="/account-recovery/email" replace />;
  if (step !== 'email' && step !== 'success' && !emailSchema.safeParse(email).success)
    return <Navigate to="/account-recovery/email" replace />;

  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('recovery.title')}
        </Title>
        {step === 'email' && (
          <EmailStep
            initial={email}
            onSent={(address) =>
              void navigate(`/account-recovery/status?${new URLSearchParams({ email: address }).toString()}`)
            }
          />
        )}
        {step === 'status' && (
          <Stack gap="sm">
            <IconMailForward size={36} aria-hidden />
            <Text>{t('recovery.sent', { email })}</Text>
            <Button onClick={() => go('reset')}>{t('recovery.haveCode')}</Button>
            <Anchor
              component={Link}
              to={`/account-recovery/email?${new URLSearchParams({ email }).toString()}`}
              size="sm"
            >
              {t('recovery.otherEmail')}
            </Anchor>
          </Stack>
        )}
        {step === 'reset' && <CodeStep email={email} onValid={(code) => go('password', { code })} />}
        {step === 'password' && (
          <PasswordStep
            email={email}
            code={params.get('code') ?? ''}
            onDone={() => void navigate('/account-recovery/success', { replace: true })}
            onBadCode={() => go('reset')}
          />
        )}
        {step === 'success' && (
          <Stack gap="sm" data-testid="recovery-success">
            <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text>{t('recovery.success')}</Text>
            <Button component={Link} to="/login">
              {t('register.signIn')}
            </Button>
          </Stack>
        )}
        {step !== 'success' && (
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('recovery.backToSignIn')}
          </Anchor>
        )}
      </Stack>
    </LoginLayout>
  );
}

function EmailStep({ initial, onSent }: { initial: string; onSent: (email: string) => void }) {
  const { t } = useTranslation(['onboarding', 'errors']);
  const [email, setEmail] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const request = useMutation({
    mutationFn: (address: string) => call('passwordResetRequest', { email: address }),
    onSuccess: (_reply, address) => onSent(address),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) return setInvalid(true);
    request.mutate(address);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('recovery.emailText')}
        </Text>
        {request.isError && <Alert color="red">{errorMessage(t, request.error)}</Alert>}
        <TextInput
          label={t('register.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setInvalid(false);
          }}
          error={invalid ? t('errors:fields.invalid_email') : undefined}
          data-autofocus
        />
        <Button type="submit" loading={request.isPending}>
          {t('recovery.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ email, onValid }: { email: string; onValid: (code: string) => void }) {
  const { t } = useTranslation(['onboarding', 'errors']);
  const [code, setCode] = useState('');
  const check = useMutation({
    mutationFn: (value: string) => call('passwordResetCheck', { email, code: value }),
    onSuccess: (reply, value) => {
      if (reply.emailCodeIsValid) onValid(value);
      else setCode('');
    },
  });
  const wrong = check.data?.emailCodeIsValid === false;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === 6) check.mutate(code);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('recovery.codeText', { email })}</Text>
        <OneTimeCodeInput
          value={code}
          onChange={setCode}
          onComplete={(value) => check.mutate(value)}
          error={wrong}
          label={t('recovery.code')}
        />
        {wrong && (
          <Text size="sm" c={textColors.error} role="alert">
            {t('recovery.wrongCode')}
          </Text>
        )}
        {check.isError && <Alert color="red">{errorMessage(t, check.error)}</Alert>}
        <Button type="submit" loading={check.isPending} disabled={code.length !== 6}>
          {t('recovery.checkCode')}
        </Button>
      </Stack>
    </form>
  );
}

function PasswordStep({
  email,
  code,
  onDone,
  onBadCode,
}: {
  email: string;
  code: string;
  onDone: () => void;
  onBadCode: () => void;
}) {
  const { t } = useTranslation(['onboarding', 'errors', 'auth']);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [score, setScore] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const onScore = useCallback((value: number | null) => setScore(value), []);
  const complete = useMutation({
    mutationFn: () => call('passwordResetComplete', { email, code, password }),
    onSuccess: onDone,
    onError: (error) => {
      if (fieldErrors(t, error).code) onBadCode();
    },
  });
  const serverErrors = complete.error ? fieldErrors(t, complete.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < minPasswordLength) return setLocalError(t('errors:fields.password_too_short'));
    if (score !== null && score < 3) return setLocalError(t('errors:fields.password_too_weak'));
    if (password !== repeat) return setLocalError(t('errors:fields.passwords_differ'));
    setLocalError(null);
    complete.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('recovery.passwordText')}
        </Text>
        <div>
          <PasswordInput
            label={t('recovery.newPassword')}
            description={t('register.passwordHint', { min: minPasswordLength })}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={localError ?? serverErrors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
          />
          <PasswordStrength password={password} userInputs={[email]} onScore={onScore} />
        </div>
        <PasswordInput
          label={t('register.passwordRepeat')}
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
        />
        {complete.isError && !serverErrors.password && <Alert color="red">{errorMessage(t, complete.error)}</Alert>}
        <Button type="submit" loading={complete.isPending}>
          {t('recovery.save')}
        </Button>
      </Stack>
    </form>
  );
}
