import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { CryptoDeposit } from '@tessera/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, useLocale } from '../../../shared/ui/money.tsx';

/** A transaction id shortened for display: the first and last eight digits. */
function shortTxid(txid: string): string {
  return `${txid.slice(0, 8)}…${txid.slice(-8)}`;
}

/** One deposit: amount, status with its confirmations (a progress bar while pending), when it was seen. */
function DepositRow({ deposit, required }: { deposit: CryptoDeposit; required: number }) {
  const { t } = useTranslation('crypto');
  const locale = useLocale();
  const isCredited = deposit.status === 'credited';
  const shown = Math.min(deposit.confirmations, required);
  return (
    <Card withBorder radius="md" p="sm" component="li" data-testid="crypto-deposit">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            <Money amount={deposit.amount} currencyCode={deposit.currencyCode} />
          </Text>
          <Badge color={isCredited ? 'teal' : 'yellow'} variant="light" data-testid="deposit-status">
            {isCredited ? t('deposits.credited') : t('deposits.pending')}
          </Badge>
        </Group>
        {!isCredited && (
          <>
            <Progress
              value={(shown / required) * 100}
              size="sm"
              aria-label={t('deposits.confirmations', { count: shown, required })}
            />
            <Text size="sm" data-testid="deposit-confirmations">
              {t('deposits.confirmations', { count: shown, required })}
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('deposits.seen', {
            date: new Date(deposit.detectedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
          })}{' '}
          · <span title={deposit.txid}>{t('deposits.txid', { txid: shortTxid(deposit.txid) })}</span>
        </Text>
      </Stack>
    </Card>
  );
}

/** The wallet's latest deposits, newest first, or an empty state saying what happens when coins arrive. */
export function WalletDeposits({ deposits, required }: { deposits: CryptoDeposit[]; required: number }) {
  const { t } = useTranslation('crypto');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('deposits.title')}
      </Title>
      {deposits.length === 0 ? (
        <Card withBorder radius="lg">
          <Text c="dimmed" size="sm" data-testid="deposits-empty">
            {t('deposits.empty', { count: required })}
          </Text>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-live="polite">
          {deposits.map((deposit) => (
            <DepositRow key={`${deposit.txid}:${deposit.vout}`} deposit={deposit} required={required} />
          ))}
        </Stack>
      )}
    </section>
  );
}
