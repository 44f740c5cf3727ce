import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrencyBitcoin } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCryptoSandboxDeposit, useCryptoSandboxMine } from '../api/crypto-sandbox.ts';

/**
 * The sandbox chain's deposit simulator (decision 0050): sends test BTC to any address of the
 * sandbox network (a customer's wallet address is credited after its confirmations, any other is
 * never credited) and mines a block at once instead of waiting for the next one.
 */
export function CryptoSandboxCard() {
  const { t } = useTranslation(['admin', 'errors']);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const deposit = useCryptoSandboxDeposit();
  const mine = useCryptoSandboxMine();
  const errors = fieldErrors(t, deposit.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mine.reset();
    deposit.mutate({ currencyCode: 'BTC', address: address.trim(), amount: amount.trim() });
  };
  return (
    <SectionCard icon={IconCurrencyBitcoin} title={t('cryptoSandbox.title')} text={t('cryptoSandbox.text')}>
      <Stack gap="sm" mt="sm">
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('cryptoSandbox.address')}
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              error={errors.address}
              w={{ base: '100%', sm: 420 }}
              autoComplete="off"
              spellCheck={false}
              name="crypto-address"
            />
            <TextInput
              label={t('cryptoSandbox.amount')}
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={errors.amount}
              w={{ base: '100%', sm: 160 }}
              inputMode="decimal"
              autoComplete="off"
              name="crypto-amount"
            />
          </Group>
          <Group gap="sm" mt="sm">
            <Button type="submit" loading={deposit.isPending}>
              {t('cryptoSandbox.send')}
            </Button>
            <Button variant="default" loading={mine.isPending} onClick={() => mine.mutate(1)}>
              {t('cryptoSandbox.mine')}
            </Button>
          </Group>
        </form>
        {deposit.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, deposit.error)}
          </Alert>
        )}
        {deposit.isSuccess && (
          <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
            {t('cryptoSandbox.sent', { txid: deposit.data.txid })}
          </Text>
        )}
        {mine.isSuccess && (
          <Text size="sm" role="status">
            {t('cryptoSandbox.mined')}
          </Text>
        )}
        {mine.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, mine.error)}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
