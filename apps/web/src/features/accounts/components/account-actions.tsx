import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowsExchange, IconHistory, IconSend, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What can be done with one account: send from it, move or exchange between own accounts and send
 * it to a bank, card or wallet elsewhere (only while it is active), and its history.
 */
export function AccountActions({ accountId, canSend }: { accountId: number; canSend: boolean }) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm" role="group" aria-label={t('actions.label')}>
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
      {canSend && (
        <Button
          component={Link}
          to={`/transfer/external?fromAccount=${accountId}`}
          variant="light"
          leftSection={<IconWorldUpload size={18} aria-hidden />}
        >
          {t('actions.external')}
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
