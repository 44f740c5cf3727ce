import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { emailSchema, responseCodes } from '@tessera/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { useSignIn, type SignInOutcome } from '../api/sign-in.ts';

/** The login form's rules (spec 000 §5: the username must be a valid e-mail); messages are codes. */
const loginFormSchema = z.object({
  username: z.string().trim().min(1, { error: 'required' }).pipe(emailSchema),
  password: z.string().min(1, { error: 'required' }),
});
type LoginFormValues = z.input<typeof loginFormSchema>;

const formFields = ['username', 'password'] as const;
function isFormField(field: string): field is (typeof formFields)[number] {
  return formFields.some((name) => name === field);
}

/**
 * E-mail and password (spec 000 §2, §4). Client-side errors and the server's 'VF' field errors
 * appear on their fields, translated by code; other failures appear above the form.
 * `onOutcome` receives a session or the next step of the login flow.
 */
export function LoginForm({ onOutcome }: { onOutcome: (outcome: SignInOutcome) => Promise<void> | void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const outcome = await signIn.mutateAsync({ username: values.username.trim(), password: values.password });
      await onOutcome(outcome);
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
    <form onSubmit={submit} noValidate aria-label={t('auth:formLabel')}>
      <Stack gap="md">
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
        <TextInput
          label={t('auth:email')}
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
      </Stack>
    </form>
  );
}
