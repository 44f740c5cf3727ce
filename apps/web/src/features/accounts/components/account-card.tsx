import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { isCardAccountType, type Account } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui/money.tsx';

/** One account with its balance, pending amount and currency (spec 001 §3). */
export function AccountCard({ account }: { account: Account }) {
  const { t } = useTranslation('home');
  const isCard = isCardAccountType(account.type);
  const hasPending = !/^-?0(\.0+)?$/.test(account.pendingAmount);
  const title = isCard
    ? (account.cardAliasName ?? t('cardAccount'))
    : t('currencyAccount', { currency: account.currencyCode });
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="article"
      aria-label={title}
      data-testid={`account-${account.accountId}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            {isCard ? <IconCreditCard size={20} aria-hidden /> : <IconBuildingBank size={20} aria-hidden />}
            <Text fw={600} lineClamp={1}>
              {title}
            </Text>
          </Group>
          <Badge variant="light" size="lg" radius="sm">
            {account.currencyCode}
          </Badge>
        </Group>
        <Text fz={{ base: 26, sm: 30 }} fw={700} lh={1.15} className="balance" data-testid="balance">
          <Money amount={account.balance} currencyCode={account.currencyCode} />
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('available')}: <Money amount={account.availableBalance} currencyCode={account.currencyCode} />
          </Text>
          {hasPending && (
            <Text size="sm" c="orange.8">
              {t('pending')}: <Money amount={account.pendingAmount} currencyCode={account.currencyCode} />
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {isCard && account.cardExpiryMonth && account.cardExpiryYear
            ? t('cardDetails', {
                id: account.accountId,
                expiry: `${String(account.cardExpiryMonth).padStart(2, '0')}/${String(account.cardExpiryYear).slice(-2)}`,
                kind: account.cardIsVirtual ? t('virtual') : t('physical'),
              })
            : t('accountNumber', { id: account.accountId })}
        </Text>
      </Stack>
    </Card>
  );
}
