import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { transferQueries } from '../api/transfers-queries.ts';

/**
 * "Add currency" (spec 001 §7): opens a payment account in a supported currency the customer has
 * no open account in yet (of `only`, when given). `onAdded` receives the new account.
 */
export function AddCurrencyModal({
  opened,
  onClose,
  accounts,
  onAdded,
  only,
}: {
  opened: boolean;
  onClose: () => void;
  accounts: Account[];
  onAdded: (account: Account) => void;
  /** Offer only these currencies (a payout kind's), when given. */
  only?: readonly string[] | undefined;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  const queryClient = useQueryClient();
  const currencies = useQuery({ ...transferQueries.currencies(), enabled: opened });
  const held = new Set(accounts.map((account) => account.currencyCode.toUpperCase()));
  const available = (currencies.data ?? []).filter((code) => !held.has(code) && (!only || only.includes(code)));
  const [currency, setCurrency] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (currencyCode: string) => call('addCurrency', { currencyCode }),
    onSuccess: async ({ account }) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.accounts });
      notifications.show({ color: 'teal', message: t('between.added', { currency: account.currencyCode }) });
      onAdded(account);
      close();
    },
  });
  const close = () => {
    setCurrency(null);
    add.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('between.addCurrencyTitle')} centered radius="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (currency) add.mutate(currency);
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('between.addCurrencyText')}
          </Text>
          {currencies.isSuccess && available.length === 0 ? (
            <Text size="sm">{t('between.allCurrencies')}</Text>
          ) : (
            <Select
              label={t('between.currency')}
              data={available}
              value={currency}
              onChange={setCurrency}
              searchable
              disabled={currencies.isPending}
              data-autofocus
            />
          )}
          {add.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('between.cancel')}
            </Button>
            <Button type="submit" disabled={!currency} loading={add.isPending}>
              {t('between.open')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
