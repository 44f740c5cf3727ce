import { Badge, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { CryptoWallet } from '@tessera/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../shared/ui/qr-code.tsx';

/** BIP21 payment URI of an address: what a wallet app's scanner expects. */
function paymentUri(wallet: CryptoWallet): string {
  return wallet.currencyCode === 'BTC' ? `bitcoin:${wallet.address}` : wallet.address;
}

/**
 * The wallet's receiving address: a QR code of its payment URI, the address in full with a copy
 * button, the network (testnet in the demo) and how many confirmations a deposit needs.
 */
export function WalletAddress({ wallet }: { wallet: CryptoWallet }) {
  const { t } = useTranslation('crypto');
  const titleId = useId();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('address.title')}
          </Title>
          <Badge variant="light" color={wallet.network === 'testnet' ? 'orange' : 'teal'} data-testid="wallet-network">
            {t(`network.${wallet.network}`)}
          </Badge>
        </Group>
        <Group justify="center">
          <QrCode value={paymentUri(wallet)} size={200} label={t('address.qr', { currency: wallet.currencyCode })} />
        </Group>
        <div>
          <Text size="xs" c="dimmed">
            {t('address.label', { currency: wallet.currencyCode })}
          </Text>
          <Text
            fw={600}
            ff="monospace"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="wallet-address"
            aria-label={t('address.label', { currency: wallet.currencyCode })}
          >
            {wallet.address}
          </Text>
        </div>
        <CopyButton value={wallet.address} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? t('address.copied') : t('address.copy')}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" c="dimmed">
          {wallet.network === 'testnet' ? t('address.testnetNote', { currency: wallet.currencyCode }) : null}{' '}
          {t('address.confirmationsNote', { count: wallet.confirmationsRequired })}
        </Text>
      </Stack>
    </Card>
  );
}
