import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, fieldErrorText } from '../../../shared/api/error-message.ts';
import { useLocale } from '../../../shared/ui/money.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  bankCurrencyCodes,
  simulateRequestOf,
  useDepositSimulate,
  type SimulateFormValues,
} from '../api/deposit-queue.ts';

const emptyForm: SimulateFormValues = {
  amount: '',
  currencyCode: 'EUR',
  reference: '',
  senderName: '',
  senderAccount: '',
};

/**
 * The sandbox bank's incoming-payment simulator (decision 0040): the sandbox rail
 * receives a bank payment and reports it to Tessera by its signed webhook after its settle delay. A
 * payment quoting an account's deposit reference in its currency is credited to it; anything else
 * waits in the unmatched queue (`/admin/deposits`).
 */
export function DepositSandboxCard() {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const [values, setValues] = useState<SimulateFormValues>(emptyForm);
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const simulate = useDepositSimulate();
  const serverErrors = fieldErrors(t, simulate.error);
  const errorOf = (field: keyof SimulateFormValues) =>
    formErrors[field] ? fieldErrorText(t, formErrors[field]) : serverErrors[field];
  const set = (field: keyof SimulateFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = simulateRequestOf(values, locale);
    if ('errors' in result) {
      setFormErrors(result.errors);
      return;
    }
    setFormErrors({});
    simulate.mutate(result.request);
  };

  return (
    <SectionCard icon={IconBuildingBank} title={t('depositSandbox.title')} text={t('depositSandbox.text')}>
      <Stack gap="sm" mt="sm">
        <form onSubmit={submit} noValidate aria-label={t('depositSandbox.title')}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('depositSandbox.amount')}
              value={values.amount}
              onChange={(event) => set('amount')(event.currentTarget.value)}
              error={errorOf('amount')}
              w={{ base: '100%', sm: 160 }}
              inputMode="decimal"
              autoComplete="off"
              required
              name="deposit-amount"
            />
            <NativeSelect
              label={t('depositSandbox.currency')}
              value={values.currencyCode}
              onChange={(event) => set('currencyCode')(event.currentTarget.value)}
              data={[...bankCurrencyCodes]}
              error={errorOf('currencyCode')}
              w={{ base: '100%', sm: 120 }}
              name="deposit-currency"
            />
            <TextInput
              label={t('depositSandbox.reference')}
              placeholder={t('depositSandbox.referencePlaceholder')}
              value={values.reference}
              onChange={(event) => set('reference')(event.currentTarget.value)}
              error={errorOf('reference')}
              w={{ base: '100%', sm: 260 }}
              autoComplete="off"
              spellCheck={false}
              maxLength={140}
              name="deposit-reference"
            />
          </Group>
          <Group align="flex-start" gap="sm" wrap="wrap" mt="sm">
            <TextInput
              label={t('depositSandbox.senderName')}
              value={values.senderName}
              onChange={(event) => set('senderName')(event.currentTarget.value)}
              error={errorOf('senderName')}
              w={{ base: '100%', sm: 260 }}
              autoComplete="off"
              required
              maxLength={140}
              name="deposit-sender-name"
            />
            <TextInput
              label={t('depositSandbox.senderAccount')}
              value={values.senderAccount}
              onChange={(event) => set('senderAccount')(event.currentTarget.value)}
              error={errorOf('senderAccount')}
              w={{ base: '100%', sm: 300 }}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              name="deposit-sender-account"
            />
          </Group>
          <Group gap="sm" mt="sm">
            <Button type="submit" loading={simulate.isPending}>
              {t('depositSandbox.send')}
            </Button>
          </Group>
        </form>
        {simulate.isError && Object.keys(serverErrors).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, simulate.error)}
          </Alert>
        )}
        {simulate.isSuccess && (
          <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }} data-testid="deposit-simulated">
            {t('depositSandbox.sent', { railReference: simulate.data.railReference })}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
