import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconClock,
  IconCurrencyBitcoin,
  IconInfoCircle,
  IconLock,
} from '@tabler/icons-react';
import type { Account } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { narrowScreenQuery } from '../../../shared/ui/media.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { accountQueries } from '../api/accounts-queries.ts';
import {
  depositDetailRows,
  depositRouteOf,
  depositSchemeOf,
  groupedInFours,
  type DepositRoute,
} from '../api/deposit-details.ts';
import { groupedNumber } from './account-card.tsx';
import { DetailRow } from './receive-details.tsx';

/** Placeholder of the bank details while `depositInstructions` answers. */
function DetailsSkeleton() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('deposit.loading')} data-testid="deposit-loading">
      <Skeleton h={96} radius="md" />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} h={40} />
      ))}
    </Stack>
  );
}

/**
 * The bank details of one account from `depositInstructions`: its reference first and prominent
 * with the warning that a payment without it cannot be matched, then the details a bank's payment
 * form asks for, each with a copy button, and when the money should arrive.
 */
function BankDetails({ accountId, currencyCode }: { accountId: number; currencyCode: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const instructions = useQuery(accountQueries.depositInstructions(accountId));
  const warningId = useId();
  if (instructions.isPending) return <DetailsSkeleton />;
  if (instructions.isError) {
    return (
      <RetryAlert
        title={t('deposit.failed')}
        message={errorMessage(t, instructions.error)}
        retryLabel={t('retry')}
        retrying={instructions.isFetching}
        onRetry={() => void instructions.refetch()}
      />
    );
  }
  const data = instructions.data;
  return (
    <Stack gap="md" data-testid="deposit-details">
      <Text size="sm">{t('deposit.intro', { currency: currencyCode })}</Text>
      {data.sandbox && (
        <Alert
          color="blue"
          variant="light"
          role="note"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="deposit-sandbox"
        >
          {t('deposit.sandbox')}
        </Alert>
      )}
      <Paper
        withBorder
        radius="md"
        p="md"
        style={{ borderColor: 'var(--mantine-color-orange-filled)', borderWidth: 2 }}
        aria-describedby={warningId}
        data-testid="deposit-reference"
      >
        <DetailRow
          detail={{
            key: 'reference',
            label: t('deposit.reference'),
            value: groupedInFours(data.reference),
            copyValue: data.reference,
          }}
          prominent
        />
        <Group gap="xs" wrap="nowrap" align="flex-start" mt="xs">
          <IconAlertTriangle size={18} aria-hidden style={{ flexShrink: 0, color: textColors.warning }} />
          <Text size="sm" fw={500} id={warningId}>
            {t('deposit.referenceWarning')}
          </Text>
        </Group>
      </Paper>
      <Stack gap="sm">
        {depositDetailRows(data, t).map((detail) => (
          <DetailRow key={detail.key} detail={detail} />
        ))}
      </Stack>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconClock size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" data-testid="deposit-arrival">
          {t(`deposit.arrival.${depositSchemeOf(data.currencyCode)}`, { currency: data.currencyCode })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('deposit.currencyOnly', { currency: data.currencyCode })}
      </Text>
    </Stack>
  );
}

/** Why this account cannot take a bank transfer, and where money can come from instead. */
function NoBankDetails({
  route,
  currencyCode,
}: {
  route: Exclude<DepositRoute, { kind: 'bank' }>;
  currencyCode: string;
}) {
  const { t } = useTranslation('account');
  if (route.kind === 'wallet') {
    return (
      <Stack gap="md" align="flex-start" data-testid="deposit-wallet">
        <Text size="sm">{t('deposit.wallet', { currency: route.currencyCode })}</Text>
        <Button
          component={Link}
          to={`/wallet/${route.currencyCode}`}
          leftSection={<IconCurrencyBitcoin size={18} aria-hidden />}
        >
          {t('deposit.openWallet', { currency: route.currencyCode })}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start" data-testid="deposit-unavailable">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="gray" radius="xl" aria-hidden style={{ flexShrink: 0 }}>
          <IconLock size={16} />
        </ThemeIcon>
        <Text size="sm">{t(`deposit.unavailable.${route.reason}`, { currency: currencyCode })}</Text>
      </Group>
      {route.reason === 'notPayment' && (
        <Button
          component={Link}
          to="/transfer/account"
          variant="light"
          leftSection={<IconArrowsExchange size={18} aria-hidden />}
        >
          {t('deposit.moveMoney')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * "Add money" of an account page (decision 0051): the bank-transfer details of an
 * open payment account, the way to a crypto wallet for BTC, or why the account cannot receive
 * deposits. Full screen on phones. The modal mounts its body only while open, so the instructions
 * are asked for when it first opens.
 */
export function AddMoneyModal({
  account,
  opened,
  onClose,
}: {
  account: Account;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const narrow = useMediaQuery(narrowScreenQuery) === true;
  const route = depositRouteOf(account);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('deposit.title', { currency: account.currencyCode, number: groupedNumber(account.accountId) })}
      centered
      size="lg"
      radius="lg"
      fullScreen={narrow}
    >
      {route.kind === 'bank' ? (
        <BankDetails accountId={account.accountId} currencyCode={account.currencyCode} />
      ) : (
        <NoBankDetails route={route} currencyCode={account.currencyCode} />
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('deposit.close')}
        </Button>
      </Group>
    </Modal>
  );
}
