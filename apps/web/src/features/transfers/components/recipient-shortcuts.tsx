import {
  Accordion,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconBookmark, IconHistory, IconUserCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { isPayoutOffered, type PaymentTemplate, type PayoutStatus, type recentTransferSchema } from '@tessera/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useFormatMoney, useLocale } from '../../../shared/ui/money.tsx';
import { payoutQueries } from '../api/payout-queries.ts';
import {
  choiceOfRecent,
  choiceOfTemplate,
  needsCardNumber,
  schemeOf,
  type RecipientChoice,
} from '../api/recipient-choice.ts';

/** Saved recipients shown before "Show all": as many as recent payouts (spec 001 §9). */
const shownAtFirst = 5;

/** A recent payout's row as `recentTransfers` answers it. */
type RecentPayout = z.infer<typeof recentTransferSchema>;

/** Badge colours of the payout statuses: in progress, completed, or not paid. */
const statusColors: Record<PayoutStatus, string> = {
  awaitingApproval: 'yellow',
  submitted: 'blue',
  sent: 'blue',
  settled: 'teal',
  failed: 'red',
  returned: 'orange',
  cancelled: 'gray',
};

/**
 * The external transfer screen's shortcuts (decision 0055): the customer's saved
 * recipients (`paymentTemplateList`) and last payouts (`recentTransfers`), each a button that fills
 * the form through `onChoose` (a recent payout's fields come from `recentTransferDetails`). As two
 * cards in the side column on wide screens; `compact`, as two collapsed sections above the form.
 */
export function RecipientShortcuts({
  compact,
  countryName,
  onChoose,
}: {
  compact: boolean;
  countryName: (countryCode: string) => string;
  onChoose: (choice: RecipientChoice) => void;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const templates = useQuery(payoutQueries.paymentTemplateList());
  const recent = useQuery(payoutQueries.recentTransfers());
  const [showAll, setShowAll] = useState(false);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [detailsError, setDetailsError] = useState<unknown>(null);

  const describe = (kind: string, countryCode: string, destination: string, currencyCode?: string) => {
    const scheme = schemeOf(kind, countryCode);
    return [scheme ? t(`external.schemes.${scheme}`) : kind, countryName(countryCode), destination, currencyCode]
      .filter(Boolean)
      .join(' · ');
  };
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  const chooseRecent = async (payout: RecentPayout) => {
    setDetailsError(null);
    setLoadingId(payout.transactionId);
    try {
      const details = await queryClient.fetchQuery(payoutQueries.recentTransferDetails(payout.transactionId));
      onChoose(choiceOfRecent(details));
    } catch (error) {
      setDetailsError(error);
    } finally {
      setLoadingId(null);
    }
  };

  const savedList = (templates.data ?? []).slice(0, showAll ? undefined : shownAtFirst);
  const saved = (
    <ShortcutList
      query={templates}
      empty={t('external.shortcuts.savedEmpty')}
      more={
        !showAll && (templates.data?.length ?? 0) > shownAtFirst ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(true)}>
            {t('external.shortcuts.showAll', { total: templates.data?.length ?? 0 })}
          </Button>
        ) : null
      }
    >
      {savedList.map((template) => {
        const offered = isTemplateOffered(template);
        const details = describe(
          template.transferType,
          template.beneficiaryCountryCode,
          template.destination,
          template.currencyCode,
        );
        return (
          <ShortcutButton
            key={template.id}
            label={t('external.shortcuts.useSaved', { name: template.templateName, details })}
            disabled={!offered}
            testId="saved-recipient"
            onClick={() => onChoose(choiceOfTemplate(template))}
          >
            <Text size="sm" fw={600} truncate>
              {template.templateName}
            </Text>
            {template.templateName !== template.beneficiaryName && (
              <Text size="xs" truncate>
                {template.beneficiaryName}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {offered ? details : t('external.shortcuts.notOffered')}
            </Text>
          </ShortcutButton>
        );
      })}
    </ShortcutList>
  );

  const recentList = (
    <ShortcutList query={recent} empty={t('external.shortcuts.recentEmpty')}>
      {(recent.data ?? []).map((payout) => {
        const amount = formatMoney(payout.amount, payout.currencyCode);
        const details = describe(payout.transferType, payout.beneficiaryCountryCode, payout.destination);
        const status = t(`external.shortcuts.status.${payout.status}`);
        const date = dates.format(new Date(payout.createdAt));
        return (
          <ShortcutButton
            key={payout.transactionId}
            label={t('external.shortcuts.useRecent', {
              name: payout.beneficiaryName,
              amount,
              date,
              status,
              details,
            })}
            busy={loadingId === payout.transactionId}
            disabled={loadingId !== null}
            testId="recent-payout"
            onClick={() => void chooseRecent(payout)}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {payout.beneficiaryName}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {amount}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {details}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {date}
              </Text>
              <Badge size="xs" variant="light" color={statusColors[payout.status]}>
                {status}
              </Badge>
            </Group>
          </ShortcutButton>
        );
      })}
    </ShortcutList>
  );

  const failure = detailsError !== null && (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} mt="sm">
      {t('external.shortcuts.detailsFailed', { reason: errorMessage(t, detailsError) })}
    </Alert>
  );

  if (compact) {
    const count = (query: UseQueryResult<unknown[]>) => (query.data ? ` (${query.data.length})` : '');
    return (
      <Card withBorder radius="lg" p={0} data-testid="recipient-shortcuts">
        <Accordion multiple chevronPosition="right" variant="default">
          <Accordion.Item value="saved">
            <Accordion.Control icon={<IconBookmark size={18} aria-hidden />}>
              {t('external.shortcuts.saved')}
              {count(templates)}
            </Accordion.Control>
            <Accordion.Panel>{saved}</Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="recent" style={{ borderBottom: 0 }}>
            <Accordion.Control icon={<IconHistory size={18} aria-hidden />}>
              {t('external.shortcuts.recent')}
              {count(recent)}
            </Accordion.Control>
            <Accordion.Panel>
              {recentList}
              {failure}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Card>
    );
  }
  return (
    <Stack gap="lg" data-testid="recipient-shortcuts">
      <ShortcutCard title={t('external.shortcuts.saved')} icon={<IconBookmark size={20} aria-hidden />}>
        {saved}
      </ShortcutCard>
      <ShortcutCard title={t('external.shortcuts.recent')} icon={<IconHistory size={20} aria-hidden />}>
        {recentList}
        {failure}
      </ShortcutCard>
    </Stack>
  );
}

/**
 * Says above the form whose details were filled in and what is left to type: the amount, and a
 * card's number again where the recipient is a card (decision 0055). A status, so it is heard.
 */
export function FilledFromNotice({ choice }: { choice: RecipientChoice }) {
  const { t } = useTranslation('transfers');
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      icon={<IconUserCheck size={18} aria-hidden />}
      data-testid="filled-from"
    >
      {needsCardNumber(choice)
        ? t('external.shortcuts.filledCard', { name: choice.beneficiaryName, destination: choice.destination })
        : t('external.shortcuts.filled', { name: choice.beneficiaryName })}
    </Alert>
  );
}

/** A saved recipient can be paid again while its kind is still offered there in its currency. */
function isTemplateOffered(template: PaymentTemplate): boolean {
  return isPayoutOffered(template.transferType, template.beneficiaryCountryCode, template.currencyCode);
}

/** One titled card of the side column, named by its heading. */
function ShortcutCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** A list's loading skeleton, failure with Try again, empty text, or its rows as a list of buttons. */
function ShortcutList({
  query,
  empty,
  more,
  children,
}: {
  query: UseQueryResult<unknown[]>;
  empty: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  if (query.isPending) return <Skeleton h={56} radius="md" />;
  if (query.isError)
    return (
      <RetryAlert
        title={t('external.shortcuts.loadFailed')}
        message={errorMessage(t, query.error)}
        retryLabel={t('common:retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Stack component="ul" gap={4} m={0} p={0} w="100%" style={{ listStyle: 'none' }}>
        {children}
      </Stack>
      {more}
    </Stack>
  );
}

/** A row that fills the form: the whole row is one button, named by `label`. */
function ShortcutButton({
  label,
  busy = false,
  disabled = false,
  testId,
  onClick,
  children,
}: {
  label: string;
  busy?: boolean;
  disabled?: boolean;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <UnstyledButton
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        aria-busy={busy || undefined}
        data-testid={testId}
        p="xs"
        w="100%"
        style={{ borderRadius: 'var(--mantine-radius-md)', opacity: disabled && !busy ? 0.6 : 1 }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            {children}
          </Stack>
          {busy && <Loader size={16} aria-hidden />}
        </Group>
      </UnstyledButton>
    </li>
  );
}
