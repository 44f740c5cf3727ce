import { Alert, Anchor, Button, Card, Grid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCurrencyBitcoin } from '@tabler/icons-react';
import { walletCurrencyCodes } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { cryptoQueries, useCreateWallet } from '../api/crypto-queries.ts';
import { WalletAddress } from '../components/wallet-address.tsx';
import { WalletDeposits } from '../components/wallet-deposits.tsx';

/** The wallet currency in the page's path (upper-cased), or null for one Tessera has no wallets in. */
export function walletCurrencyFromPath(value: string | undefined): string | null {
  const code = (value ?? '').toUpperCase();
  return (walletCurrencyCodes as readonly string[]).includes(code) ? code : null;
}

/** Placeholder while the wallets load. */
function WalletSkeleton() {
  const { t } = useTranslation('crypto');
  return (
    <Grid gap="xl" role="status" aria-busy="true" aria-label={t('loading')}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton h={420} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="sm">
          <Skeleton h={24} w={180} />
          <Skeleton h={80} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** No wallet yet in this currency: what it is, and a button that creates it. */
function CreateWallet({ currencyCode }: { currencyCode: string }) {
  const { t } = useTranslation(['crypto', 'errors']);
  const create = useCreateWallet();
  return (
    <Card withBorder radius="lg" p="xl" data-testid="wallet-empty">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconCurrencyBitcoin size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('empty.title', { currency: currencyCode })}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('empty.text', { currency: currencyCode })}
        </Text>
        {create.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {errorMessage(t, create.error)}
          </Alert>
        )}
        <Button loading={create.isPending} onClick={() => create.mutate(currencyCode)}>
          {t('empty.create', { currency: currencyCode })}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * A crypto wallet's page (`/wallet/{currencyCode}`, decision 0050; spec 001 §1 "create a crypto
 * wallet", §7 "create wallet"): the customer's receiving address with its QR code and a copy
 * button, the network, and the deposits on their way with their confirmations; a button creates
 * the wallet when there is none yet. Polls while a deposit is pending.
 */
export function Component() {
  const { t } = useTranslation(['crypto', 'errors']);
  const currencyCode = walletCurrencyFromPath(useParams().currencyCode);
  const wallets = useQuery(cryptoQueries.cryptoWalletList());
  const wallet = wallets.data?.find((item) => item.currencyCode === currencyCode);

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/home" size="sm">
          {t('back')}
        </Anchor>
        <Title order={1} mt={4}>
          {t('title', { currency: currencyCode ?? '' })}
        </Title>
      </div>
      {currencyCode === null && (
        <Alert color="gray" variant="light" role="alert" data-testid="wallet-unsupported">
          {t('unsupported')}
        </Alert>
      )}
      {currencyCode !== null && wallets.isPending && <WalletSkeleton />}
      {currencyCode !== null && wallets.isError && (
        <RetryAlert
          title={t('loadFailed')}
          message={errorMessage(t, wallets.error)}
          retryLabel={t('retry')}
          retrying={wallets.isFetching}
          onRetry={() => void wallets.refetch()}
        />
      )}
      {currencyCode !== null && wallets.isSuccess && !wallet && <CreateWallet currencyCode={currencyCode} />}
      {wallet && (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <WalletAddress wallet={wallet} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <WalletDeposits deposits={wallet.deposits} required={wallet.confirmationsRequired} />
              <Anchor component={Link} to={`/account/${wallet.accountId}`} size="sm">
                {t('openAccount', { currency: wallet.currencyCode })}
              </Anchor>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
