import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconInbox, IconRefresh, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { responseCodes } from '@tessera/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { useFormatMoney } from '../../../shared/ui/money.tsx';
import {
  accountIdOfAssignInput,
  useUnmatchedDepositAssign,
  useUnmatchedDepositReturn,
  type IncomingPayment,
} from '../api/deposit-queue.ts';
import { adminQueries } from '../api/outbox-queries.ts';
import { DepositSandboxCard } from '../components/deposit-sandbox-card.tsx';
import { ListStates } from '../components/list-states.tsx';

/** Account numbers grouped in fours as account pages show them ("1000 0003"). */
function groupedAccount(accountId: number): string {
  return String(accountId).replace(/\B(?=(\d{4})+(?!\d))/g, ' ');
}

/**
 * True when a call failed because the payment was already assigned or returned (by another
 * administrator, or in another tab): the only 'TA1' the assign and return methods answer.
 */
function isAlreadyResolved(error: unknown): boolean {
  return error instanceof ApiError && error.code === responseCodes.invalidParams;
}

/** The refusal of an assignment as text: the account field's own words, then the catalogue's. */
function useAssignErrorText() {
  const { t } = useTranslation(['admin', 'errors']);
  return (error: unknown, currencyCode: string): string => {
    if (isAlreadyResolved(error)) return t('deposits.alreadyResolved');
    if (error instanceof ApiError) {
      const code = error.validationErrors.find((item) => item.field === 'accountId')?.code;
      if (code === 'currency_mismatch') return t('deposits.currencyMismatch', { currency: currencyCode });
      if (code === 'account_not_found') return t('deposits.accountNotFound');
    }
    return errorMessage(t, error);
  };
}

/** A labelled fact of a payment, as the payer's bank gave it (monospace), or a dimmed word when it gave none. */
function Fact({ label, value, missing }: { label: string; value: string; missing: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value ? (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {missing}
        </Text>
      )}
    </div>
  );
}

/** One unmatched payment: amount, payer, the reference they gave, when it arrived, and its two actions. */
function PaymentCard({
  payment,
  onAssign,
  onReturn,
}: {
  payment: IncomingPayment;
  onAssign: () => void;
  onReturn: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const amount = formatMoney(payment.amount, payment.currencyCode);
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="unmatched-deposit">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" id={titleId} className="tabular-nums">
              {t('deposits.paymentTitle', { amount, payer: payment.senderName })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('deposits.received', { date: dates.format(new Date(payment.receivedAt)) })}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Fact label={t('deposits.reference')} value={payment.reference} missing={t('deposits.noReference')} />
          <Fact
            label={t('deposits.payerAccount')}
            value={payment.senderAccount ?? ''}
            missing={t('deposits.noPayerAccount')}
          />
        </SimpleGrid>
        <Group gap="sm" wrap="wrap">
          <Button
            size="sm"
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={onAssign}
            aria-haspopup="dialog"
            aria-label={t('deposits.assignNamed', { amount, payer: payment.senderName })}
          >
            {t('deposits.assign')}
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={onReturn}
            aria-haspopup="dialog"
            aria-label={t('deposits.returnNamed', { amount, payer: payment.senderName })}
          >
            {t('deposits.return')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Assigns one payment: the administrator names the account (its number or the customer's deposit
 * reference), checks a summary, then confirms; the server credits it once, in its currency only.
 */
function AssignModal({ payment, onClose }: { payment: IncomingPayment | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const formatMoney = useFormatMoney();
  const assign = useUnmatchedDepositAssign();
  const errorText = useAssignErrorText();
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const amount = payment ? formatMoney(payment.amount, payment.currencyCode) : '';
  const payer = payment?.senderName ?? '';

  const close = () => {
    setInput('');
    setInputError(null);
    setAccountId(null);
    assign.reset();
    onClose();
  };
  const review = (event: FormEvent) => {
    event.preventDefault();
    const id = accountIdOfAssignInput(input);
    if (id === null) {
      setInputError(t('deposits.accountInvalid'));
      return;
    }
    setInputError(null);
    assign.reset();
    setAccountId(id);
  };
  const confirm = () => {
    if (!payment || accountId === null) return;
    assign.mutate(
      { id: payment.id, accountId },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('deposits.assigned', { amount, payer, account: groupedAccount(accountId) }),
          });
          close();
        },
        onError: (error) => {
          // A refused account goes back to the form with the reason on its field.
          if (!isAlreadyResolved(error)) {
            setInputError(errorText(error, payment.currencyCode));
            setAccountId(null);
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={payment !== null}
      onClose={close}
      title={t('deposits.assignTitle', { amount, payer })}
      centered
      radius="lg"
    >
      {accountId === null ? (
        <form onSubmit={review} noValidate aria-label={t('deposits.assignTitle', { amount, payer })}>
          <Stack>
            <Text size="sm">{t('deposits.assignText', { currency: payment?.currencyCode ?? '' })}</Text>
            <TextInput
              label={t('deposits.account')}
              description={t('deposits.accountHint')}
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              error={inputError}
              autoComplete="off"
              spellCheck={false}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('deposits.cancel')}
              </Button>
              <Button type="submit">{t('deposits.continue')}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack>
          <Text size="sm" data-testid="assign-summary">
            {t('deposits.confirmAssign', { amount, payer, account: groupedAccount(accountId) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('deposits.confirmAssignNote')}
          </Text>
          {assign.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(assign.error, payment?.currencyCode ?? '')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAccountId(null)} disabled={assign.isPending}>
              {t('deposits.back')}
            </Button>
            <Button loading={assign.isPending} onClick={confirm} disabled={assign.isError}>
              {t('deposits.assignConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Returns one payment to its payer after a confirmation; nothing is credited. */
function ReturnModal({ payment, onClose }: { payment: IncomingPayment | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const formatMoney = useFormatMoney();
  const giveBack = useUnmatchedDepositReturn();
  const amount = payment ? formatMoney(payment.amount, payment.currencyCode) : '';
  const payer = payment?.senderName ?? '';
  const close = () => {
    giveBack.reset();
    onClose();
  };
  const confirm = () => {
    if (!payment) return;
    giveBack.mutate(payment.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('deposits.returned', { amount, payer }) });
        close();
      },
    });
  };
  return (
    <Modal
      opened={payment !== null}
      onClose={close}
      title={t('deposits.returnTitle', { amount, payer })}
      centered
      radius="lg"
    >
      <Stack>
        <Text size="sm">{t('deposits.returnText')}</Text>
        {giveBack.isError && (
          <Alert color="red" variant="light" role="alert">
            {isAlreadyResolved(giveBack.error) ? t('deposits.alreadyResolved') : errorMessage(t, giveBack.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={giveBack.isPending}>
            {t('deposits.cancel')}
          </Button>
          <Button color="red" loading={giveBack.isPending} onClick={confirm} disabled={giveBack.isError}>
            {t('deposits.returnConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * `/admin/deposits` (decision 0051): incoming bank payments whose reference matched
 * no account, oldest first, each to assign to a payment account in its currency or to return to its
 * payer, with the sandbox bank's simulator below. Polls every 5 s, so simulated payments appear once
 * the sandbox rail reports them. The server refuses every non-administrator.
 */
export function Component() {
  const { t } = useTranslation(['admin', 'errors']);
  const list = useQuery(adminQueries.unmatchedDepositList());
  const [assigning, setAssigning] = useState<IncomingPayment | null>(null);
  const [returning, setReturning] = useState<IncomingPayment | null>(null);
  const deposits = list.data?.deposits ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('deposits.title')}
          </Title>
          <Text c="dimmed" maw={640}>
            {t('deposits.subtitle')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={list.isFetching && !list.isPending}
          onClick={() => void list.refetch()}
        >
          {t('deposits.refresh')}
        </Button>
      </Group>
      <section aria-label={t('deposits.list')}>
        <ListStates
          query={list}
          isEmpty={deposits.length === 0}
          icon={IconInbox}
          emptyText={t('deposits.empty')}
          loadingLabel={t('deposits.loading')}
        />
        {deposits.length > 0 && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('deposits.waiting', { count: deposits.length })}
            </Text>
            {deposits.map((payment) => (
              <PaymentCard
                key={payment.id}
                payment={payment}
                onAssign={() => setAssigning(payment)}
                onReturn={() => setReturning(payment)}
              />
            ))}
          </Stack>
        )}
      </section>
      <DepositSandboxCard />
      <AssignModal payment={assigning} onClose={() => setAssigning(null)} />
      <ReturnModal payment={returning} onClose={() => setReturning(null)} />
    </Stack>
  );
}
