import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { emailSchema } from '@tessera/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { signIn, UnsupportedFlowError } from '../api/sign-in.ts';

const formSchema = z.object({
  username: z.string().trim().min(1, { error: 'required' }).pipe(emailSchema),
  password: z.string().min(1, { error: 'required' }),
});
type FormValues = z.input<typeof formSchema>;

/** E-mail and password form; calls `onSignedIn` after the tokens are stored. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values.username.trim(), values.password);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof UnsupportedFlowError ? t('auth:flowNotAvailable') : errorMessage(t, error));
    }
  });

  const fieldError = (message: string | undefined) =>
    message ? t(`errors:fields.${message}`, { defaultValue: t('errors:fields.invalid') }) : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:formLabel')}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('auth:failedTitle')}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth:email')}
          placeholder="name@example.com"
          type="email"
          autoComplete="username"
          size="md"
          error={fieldError(errors.username?.message)}
          {...register('username')}
        />
        <PasswordInput
          label={t('auth:password')}
          autoComplete="current-password"
          size="md"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <Button type="submit" size="md" loading={isSubmitting} fullWidth>
          {t('auth:signIn')}
        </Button>
      </Stack>
    </form>
  );
}
