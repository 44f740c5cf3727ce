import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { profileQueries } from '../api/profile-api.ts';
import { CountrySelect } from '../components/country-select.tsx';

/**
 * Personal information update (spec 002 §2 `profile-update`): first and last name, date of birth
 * and residence country, for a personal customer whose customer info says
 * `isNeedPersonalInfoUpdate`; afterwards home.
 */
export function Component() {
  const { t } = useTranslation(['profile', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customer = useQuery(profileQueries.customer());
  const [edited, setEdited] = useState<
    Partial<Record<'firstName' | 'lastName' | 'birthDay' | 'residenceCountryCode', string>>
  >({});
  const value = (field: keyof typeof edited) =>
    edited[field] ?? customer.data?.[field === 'birthDay' ? 'birthDay' : field] ?? '';
  const save = useMutation({
    mutationFn: () =>
      call('personalInfoUpdate', {
        firstName: value('firstName'),
        lastName: value('lastName'),
        birthDay: value('birthDay'),
        residenceCountryCode: value('residenceCountryCode'),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueries.customer().queryKey });
      await navigate('/home', { replace: true });
    },
  });
  const errors = save.error ? fieldErrors(t, save.error) : {};
  const set = (field: keyof typeof edited) => (next: string) => setEdited((current) => ({ ...current, [field]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1} size="h2">
          {t('personalInfo.title')}
        </Title>
        <Text c="dimmed">{t('personalInfo.text')}</Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('personalInfo.firstName')}
              value={value('firstName')}
              onChange={(event) => set('firstName')(event.currentTarget.value)}
              error={errors.firstName}
              autoComplete="given-name"
              required
            />
            <TextInput
              label={t('personalInfo.lastName')}
              value={value('lastName')}
              onChange={(event) => set('lastName')(event.currentTarget.value)}
              error={errors.lastName}
              autoComplete="family-name"
              required
            />
            <TextInput
              label={t('personalInfo.birthDay')}
              type="date"
              value={value('birthDay')}
              onChange={(event) => set('birthDay')(event.currentTarget.value)}
              error={errors.birthDay}
              autoComplete="bday"
              required
            />
            <CountrySelect
              label={t('personalInfo.residenceCountry')}
              value={value('residenceCountryCode') || null}
              onChange={(next) => set('residenceCountryCode')(next ?? '')}
              error={errors.residenceCountryCode}
            />
            {save.isError && Object.keys(errors).length === 0 && (
              <Alert color="red">{errorMessage(t, save.error)}</Alert>
            )}
            <Button type="submit" loading={save.isPending} disabled={customer.isPending}>
              {t('actions.save')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
