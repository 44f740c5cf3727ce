import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconCurrencyBitcoin, IconHistory, IconSend, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMayPay } from '../../../shared/session/use-current-access.ts';

/**
 * Shortcuts to the most common money tasks: the payment ones only when the access allows payments
 * (a read-only representative sees history and crypto; decision 0103).
 */
export function QuickActions() {
  const { t } = useTranslation('home');
  const mayPay = useMayPay();
  return (
    <Group gap="sm" aria-label={t('quick.label')} role="group">
      {mayPay && (
        <>
          <Button component={Link} to="/transfer/p2p" leftSection={<IconSend size={18} />}>
            {t('quick.send')}
          </Button>
          <Button
            component={Link}
            to="/transfer/account"
            variant="light"
            leftSection={<IconArrowsExchange size={18} />}
          >
            {t('quick.exchange')}
          </Button>
          <Button component={Link} to="/transfer/external" variant="light" leftSection={<IconWorldUpload size={18} />}>
            {t('quick.external')}
          </Button>
        </>
      )}
      <Button component={Link} to="/history" variant="default" leftSection={<IconHistory size={18} />}>
        {t('quick.history')}
      </Button>
      <Button component={Link} to="/wallet/BTC" variant="default" leftSection={<IconCurrencyBitcoin size={18} />}>
        {t('quick.crypto')}
      </Button>
    </Group>
  );
}
