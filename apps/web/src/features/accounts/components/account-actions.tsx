import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowsExchange, IconBuildingBank, IconHistory, IconSend, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What can be done with one account: send from it, move or exchange between own accounts and send
 * it to a bank, card or wallet elsewhere (only while it is active), add money to it (`onAddMoney`
 * opens the account page's Add money; decision 0051), and its history.
 */
export function AccountActions({
  accountId,
  canSend,
  onAddMoney,
}: {
  accountId: number;
  canSend: boolean;
  onAddMoney: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid
      cols={canSend ? { base: 1, xs: 2, sm: 3 } : { base: 1, xs: 2 }}
      spacing="sm"
      role="group"
      aria-label={t('actions.label')}
    >
      {canSend && (
        <Button
          component={Link}
          to={`/transfer/p2p?fromAccount=${accountId}`}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {t('actions.send')}
        </Button>
      )}
      <Button
        variant="light"
        onClick={onAddMoney}
        aria-haspopup="dialog"
        leftSection={<IconBuildingBank size={18} aria-hidden />}
      >
        {t('actions.addMoney')}
      </Button>
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
