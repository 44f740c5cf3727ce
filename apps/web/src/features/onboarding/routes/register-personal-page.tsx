import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  countryCodes,
  emailSchema,
  emailStatuses,
  isEmailStatusAccepted,
  isPlausibleEmail,
  minPasswordLength,
  personalRegistrationTypes,
  responseCodes,
} from '@tessera/contract';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { registrationEmailStatus } from '../api/email-status.ts';
import { BotCheck } from '../components/bot-check.tsx';
import { PasswordStrength } from '../components/password-strength.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';

const formSchema = z
  .object({
    registrationType: z.enum(personalRegistrationTypes, { error: 'required' }),
    firstName: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
    lastName: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
    email: z.string().trim().min(1, { error: 'required' }).pipe(emailSchema),
    password: z.string().min(minPasswordLength, { error: 'password_too_short' }).max(256, { error: 'too_long' }),
    passwordRepeat: z.string(),
    countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'invalid_country' }),
    acceptedTerms: z.array(z.number()),
  })
  .refine((values) => values.password === values.passwordRepeat, {
    path: ['passwordRepeat'],
    error: 'passwords_differ',
  });
type FormValues = z.input<typeof formSchema>;
const fields = [
  'registrationType',
  'firstName',
  'lastName',
  'email',
  'password',
  'countryCode',
  'acceptedTerms',
] as const;

/**
 * /register/personal (spec 000 §2): the brand's personal types, name, e-mail with a live check of
 * its existing-e-mail status (spec 002 §3: 0 none or 3 employee go on, 1 exists, 2 checking,
 * −1 error, each with its message), a strong password, country, the brand's terms, and the
 * self-hosted bot check; then "check your e-mail" with a resend.
 */
export function Component() {
  const { t, i18n } = useTranslation(['onboarding', 'errors']);
  const brand = useBrand();
  const [proof, setProof] = useState<string | null>(null);
  const [botAttempt, setBotAttempt] = useState(0);
  const [score, setScore] = useState<number | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordRepeat: '',
      countryCode: '',
      acceptedTerms: [],
    },
  });
  const values = useWatch({ control });
  const [email] = useDebouncedValue((values.email ?? '').trim(), 400);
  const emailCheckEnabled = isPlausibleEmail(email) && emailSchema.safeParse(email).success;
  const emailCheck = useQuery({
    queryKey: ['onboarding', 'emailStatus', email.toLowerCase()],
    queryFn: () => call('checkEmailExists', { email }),
    enabled: emailCheckEnabled,
    staleTime: 30_000,
    // The check is limited per address (decision 0015): a refusal is shown, never retried.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.code === responseCodes.rateLimited) && failures < 1,
  });
  const emailCheckLimited = emailCheck.error instanceof ApiError && emailCheck.error.code === responseCodes.rateLimited;
  const emailStatus = registrationEmailStatus({
    isEnabled: emailCheckEnabled,
    isLoading: emailCheck.isLoading,
    isError: emailCheck.isError,
    status: emailCheck.data?.status,
  });
  // Only an e-mail known to be in use (an account, or a business's invited employee) stops the form;
  // while checking or after a failed check the server decides.
  const taken = emailStatus === emailStatuses.exists || emailStatus === emailStatuses.employee;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? 'en')], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [i18n.resolvedLanguage]);
  const onProof = useCallback((value: string | null) => setProof(value), []);
  const onScore = useCallback((value: number | null) => setScore(value), []);

  const submit = useMutation({
    mutationFn: (input: FormValues & { botProof: string }) =>
      call('registerPersonal', {
        email: input.email.trim(),
        password: input.password,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        countryCode: input.countryCode,
        registrationType: input.registrationType,
        acceptedTerms: input.acceptedTerms,
        botProof: input.botProof,
      }),
    onSuccess: (reply) => setRegistered(reply.email),
    onError: (error) => {
      // A proof works once: get a fresh one for the next try.
      setBotAttempt((value) => value + 1);
      if (error instanceof ApiError && error.code === responseCodes.verifyError)
        for (const item of error.validationErrors)
          if ((fields as readonly string[]).includes(item.field))
            setError(item.field as (typeof fields)[number], { message: item.code }, { shouldFocus: true });
    },
  });
  const resend = useMutation({ mutationFn: (address: string) => call('activationResend', { email: address }) });

  const onSubmit = handleSubmit((input) => {
    if (taken) return setError('email', { message: 'email_taken' }, { shouldFocus: true });
    if (score !== null && score < 3)
      return setError('password', { message: 'password_too_weak' }, { shouldFocus: true });
    if (!brand.terms.every((term) => input.acceptedTerms.includes(term.id)))
      return setError('acceptedTerms', { message: 'terms_required' });
    if (proof) submit.mutate({ ...input, botProof: proof });
  });
  const fieldError = (code: string | undefined) => (code ? fieldErrorText(t, code) : undefined);
  const vfOnlyOther =
    submit.error &&
    !(
      submit.error instanceof ApiError &&
      submit.error.code === responseCodes.verifyError &&
      submit.error.validationErrors.some((item) => (fields as readonly string[]).includes(item.field))
    );

  if (registered)
    return (
      <LoginLayout>
        <Stack gap="md" data-testid="registration-done">
          <IconMailCheck size={40} aria-hidden />
          <Title order={1} size="h2">
            {t('register.sentTitle')}
          </Title>
          <Text>{t('register.sentText', { email: registered })}</Text>
          {resend.isSuccess && <Alert color="teal">{t('register.resent')}</Alert>}
          <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate(registered)}>
            {t('register.resend')}
          </Button>
          <Anchor component={Link} to="/login" ta="center">
            {t('register.signIn')}
          </Anchor>
        </Stack>
      </LoginLayout>
    );

  return (
    <LoginLayout>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('register.personal.title')}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('register.personal.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('register.personal.subtitle', { brand: brand.projectName })}
            </Text>
          </div>
          {vfOnlyOther && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, submit.error)}
            </Alert>
          )}
          <Controller
            control={control}
            name="registrationType"
            render={({ field }) => (
              <Select
                label={t('register.type')}
                placeholder={t('register.typePlaceholder')}
                data={brand.registrationPersonalTypes.map((type) => ({
                  value: type,
                  label: t(`register.types.${type}`),
                }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={fieldError(formState.errors.registrationType?.message)}
                required
              />
            )}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label={t('register.firstName')}
                autoComplete="given-name"
                required
                error={fieldError(formState.errors.firstName?.message)}
                {...register('firstName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label={t('register.lastName')}
                autoComplete="family-name"
                required
                error={fieldError(formState.errors.lastName?.message)}
                {...register('lastName')}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            required
            error={
              fieldError(formState.errors.email?.message) ??
              (taken
                ? fieldErrorText(t, 'email_taken')
                : emailStatus === emailStatuses.error
                  ? emailCheckLimited
                    ? errorMessage(t, emailCheck.error)
                    : t('register.emailCheckFailed')
                  : undefined)
            }
            description={
              emailStatus === emailStatuses.checking
                ? t('register.emailChecking')
                : emailStatus !== undefined && isEmailStatusAccepted(emailStatus)
                  ? t('register.emailFree')
                  : undefined
            }
            {...register('email')}
          />
          {taken && (
            <Text size="sm" mt={-8}>
              <Anchor component={Link} to="/login">
                {t('register.signIn')}
              </Anchor>
              {' · '}
              <Anchor component={Link} to={`/account-recovery/email?email=${encodeURIComponent(email)}`}>
                {t('register.recover')}
              </Anchor>
              {' · '}
              {/* A registration awaiting activation exists too; resending tells nothing (same reply for anyone). */}
              <Anchor component="button" type="button" onClick={() => resend.mutate(email)}>
                {t('register.resendActivation')}
              </Anchor>
              {resend.isSuccess && <> · {t('register.resent')}</>}
            </Text>
          )}
          <div>
            <PasswordInput
              label={t('register.password')}
              description={t('register.passwordHint', { min: minPasswordLength })}
              autoComplete="new-password"
              required
              error={fieldError(formState.errors.password?.message)}
              visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
              {...register('password')}
            />
            <PasswordStrength
              password={values.password ?? ''}
              userInputs={[values.email ?? '', values.firstName ?? '', values.lastName ?? '', brand.projectName]}
              onScore={onScore}
            />
          </div>
          <PasswordInput
            label={t('register.passwordRepeat')}
            autoComplete="new-password"
            required
            error={fieldError(formState.errors.passwordRepeat?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
            {...register('passwordRepeat')}
          />
          <Controller
            control={control}
            name="countryCode"
            render={({ field }) => (
              <Select
                label={t('register.country')}
                placeholder={t('register.countryPlaceholder')}
                data={countries}
                searchable
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldError(formState.errors.countryCode?.message)}
                required
                nothingFoundMessage={t('register.noCountry')}
              />
            )}
          />
          <Controller
            control={control}
            name="acceptedTerms"
            render={({ field }) => (
              <Stack gap="xs">
                {brand.terms.map((term) => (
                  <Checkbox
                    key={term.id}
                    checked={field.value?.includes(term.id) ?? false}
                    onChange={(event) =>
                      field.onChange(
                        event.currentTarget.checked
                          ? [...(field.value ?? []), term.id]
                          : (field.value ?? []).filter((id) => id !== term.id),
                      )
                    }
                    label={
                      <>
                        {t('register.accept')}{' '}
                        <Anchor href={term.url} target="_blank" rel="noreferrer">
                          {term.label}
                        </Anchor>
                      </>
                    }
                  />
                ))}
                {formState.errors.acceptedTerms?.message && (
                  <Text size="sm" c={textColors.error} role="alert">
                    {fieldErrorText(t, formState.errors.acceptedTerms.message)}
                  </Text>
                )}
              </Stack>
            )}
          />
          <BotCheck attempt={botAttempt} onProof={onProof} />
          <Button type="submit" size="md" loading={submit.isPending} disabled={!proof}>
            {t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </LoginLayout>
  );
}
