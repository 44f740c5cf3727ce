import { Alert, Button, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { responseCodes } from '@tessera/contract';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { prepareCall } from '../../../shared/api/call.ts';
import { solveBotProof } from '../../../shared/api/bot-proof.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { signInChallenge } from '../api/login.ts';
import { useSignIn, type SignInOutcome } from '../api/sign-in.ts';
import type { LoginFormValues } from './login-form-rules.ts';
import { prepareSignInSteps } from './sign-in-steps.ts';

/** The form's rules, with zod, downloaded when the form is first focused or checked (decision 0126). */
const loadRules = () => import('./login-form-rules.ts');

/**
 * Checks the form with its rules, downloading them first when they are not there yet. Should they
 * not download (offline), the form goes to the server, which checks the same rules: its field
 * errors, or the network's failure, show as usual.
 */
const loginFormResolver: Resolver<LoginFormValues> = async (values, context, options) => {
  let rules: Awaited<ReturnType<typeof loadRules>>;
  try {
    rules = await loadRules();
  } catch {
    return { values, errors: {} };
  }
  return rules.loginFormResolver(values, context, options);
};

/**
 * Downloads what signing in needs (the form's rules, the login call's declaration, the second
 * steps) ahead of the press.
 */
function prepareSignIn(): void {
  loadRules().catch(() => undefined);
  prepareCall('login');
  prepareSignInSteps();
}

const formFields = ['username', 'password'] as const;
/** Challenges solved for one sign-in at most (the work may rise while an attack goes on). */
const maxChallengeRounds = 3;
function isFormField(field: string): field is (typeof formFields)[number] {
  return formFields.some((name) => name === field);
}

/**
 * E-mail and password (spec 000 §2, §4). Client-side errors and the server's 'VF' field errors
 * appear on their fields, translated by code; other failures (wrong password, rate limit) and the
 * sign-in check appear below the button, so that nothing under the pointer moves.
 * `onOutcome` receives a session or the next step of the login flow. After many failed sign-ins the
 * form solves the server's proof-of-work challenge, saying so, and signs in (decision 0015).
 */
export function LoginForm({ onOutcome }: { onOutcome: (outcome: SignInOutcome) => Promise<void> | void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: loginFormResolver,
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const credentials = { username: values.username.trim(), password: values.password };
    try {
      // After many failed sign-ins the server asks for a proof of work instead of refusing
      // (decision 0015): solve it and send the sign-in again, a few rounds at most.
      let botProof: string | undefined;
      for (let round = 0; ; round += 1) {
        try {
          const outcome = await signIn.mutateAsync({ ...credentials, ...(botProof ? { botProof } : {}) });
          await onOutcome(outcome);
          return;
        } catch (error) {
          const challenge = signInChallenge(error);
          if (!challenge || round >= maxChallengeRounds) throw error;
          setChecking(true);
          try {
            // About a second of work; it is not cancelled if the page closes meanwhile.
            botProof = await solveBotProof(challenge, new AbortController().signal);
          } finally {
            setChecking(false);
          }
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === responseCodes.authError) {
        setFailure(t('auth:wrongCredentials'));
        return;
      }
      if (error instanceof ApiError && error.code === responseCodes.verifyError) {
        let shownOnField = false;
        for (const item of error.validationErrors) {
          if (!isFormField(item.field)) continue;
          setError(item.field, { message: item.code }, { shouldFocus: !shownOnField });
          shownOnField = true;
        }
        if (shownOnField) return;
      }
      setFailure(errorMessage(t, error));
    }
  });

  const fieldError = (code: string | undefined): string | undefined => (code ? fieldErrorText(t, code) : undefined);

  return (
    // POST: should the browser ever send it itself (the painted page without scripts, decision
    // 0129), the password goes in the body, never the address.
    <form method="post" onSubmit={submit} onFocus={prepareSignIn} noValidate aria-label={t('auth:formLabel')}>
      <Stack gap="md">
        <TextInput
          label={t('auth:email')}
          required
          placeholder={t('auth:emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          leftSection={<IconAt size={18} aria-hidden />}
          error={fieldError(errors.username?.message)}
          aria-invalid={errors.username ? true : undefined}
          {...register('username')}
        />
        <PasswordInput
          label={t('auth:password')}
          required
          autoComplete="current-password"
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          error={fieldError(errors.password?.message)}
          aria-invalid={errors.password ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
          {...register('password')}
        />
        <Button type="submit" size="md" loading={isSubmitting} fullWidth mt="xs">
          {t('auth:signIn')}
        </Button>
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={t('auth:failedTitle')}
          >
            {failure}
          </Alert>
        )}
        {checking && (
          <Alert
            color="blue"
            variant="light"
            icon={<Loader size={18} aria-hidden />}
            title={t('auth:challenge.title')}
            aria-live="polite"
            data-testid="sign-in-check"
          >
            {t('auth:challenge.working')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
