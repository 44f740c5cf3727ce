import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowsExchange, IconHistory, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What can be done with one account: send from it and move or exchange between own accounts (only
 * while it is active), and its history.
 */
export function AccountActions({ accountId, canSend }: { accountId: number; canSend: boolean }) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="group" aria-label={t('actions.label')}>
      {canSend && (
        <Button
          component={Link}
          to={`/transfer/p2p?fromAccount=${accountId}`}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {t('actions.send')}
        </Button>
      )}
      {canSend && (
        <Button
          component={Link}
          to={`/transfer/account?fromAccount=${accountId}`}
          variant="light"
          leftSection={<IconArrowsExchange size={18} aria-hidden />}
        >
          {t('actions.between')}
        </Button>
      )}
      <Button
        component={Link}
        to={`/history?accountId=${accountId}`}
        variant="default"
        leftSection={<IconHistory size={18} aria-hidden />}
      >
        {t('actions.history')}
      </Button>
    </SimpleGrid>
  );
}
