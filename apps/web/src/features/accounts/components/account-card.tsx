import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { accountGroupOf, currencySymbol, isCardAccountType, type Account } from '@tessera/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { Money } from '../../../shared/ui/money.tsx';
import classes from './account-card.module.css';

/** The currency's name in the interface language ("US Dollar", "dólar estadounidense" → "Dólar…"). */
export function currencyName(currencyCode: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currencyCode) ?? currencyCode;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return currencyCode;
  }
}

/** Account numbers are shown in groups of four for reading ("1000 0001"). */
export function groupedNumber(accountId: number): string {
  return String(accountId).replace(/\B(?=(\d{4})+(?!\d))/g, ' ');
}

/** The label of an account's kind: "Payment account", "Virtual card", … (spec 001 §3 groups). */
function useKindLabel(account: Account): string {
  const { t } = useTranslation('home');
  const group = accountGroupOf(account);
  return group ? t(`kinds.${group}`) : t('kinds.other');
}

function Facts({ account }: { account: Account }) {
  const { t } = useTranslation('home');
  return (
    <div className={classes.facts}>
      <div>
        <Text size="xs" c="dimmed">
          {t('available')}
        </Text>
        <Text size="sm" fw={600} data-testid="available">
          <Money amount={account.availableBalance} currencyCode={account.currencyCode} />
        </Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {t('pending')}
        </Text>
        <Text size="sm" fw={600} data-testid="pending">
          <Money amount={account.pendingAmount} currencyCode={account.currencyCode} />
        </Text>
      </div>
    </div>
  );
}

/** The card's title as a link to the account's page; its ::after covers the card, so a click anywhere opens it. */
function AccountLink({ account, children }: { account: Account; children: string }) {
  return (
    <Anchor
      component={Link}
      to={`/account/${account.accountId}`}
      c="inherit"
      underline="never"
      className={classes.cardLink}
      data-testid="account-link"
    >
      {children}
    </Anchor>
  );
}

/** A payment, prepayment or receiving account: currency, kind and number, balance, available and on hold. */
function MoneyAccountCard({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('home');
  const titleId = useId();
  const locale = intlLocale(i18n.resolvedLanguage ?? 'en');
  const symbol = currencySymbol(account.currencyCode);
  const kind = useKindLabel(account);
  return (
    <Paper
      component="article"
      withBorder
      shadow="xs"
      p="lg"
      className={classes.account}
      aria-labelledby={titleId}
      data-testid={`account-${account.accountId}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            {symbol.length <= 2 ? (
              <Text fw={700} fz="lg" c="inherit">
                {symbol}
              </Text>
            ) : (
              <IconBuildingBank size={22} />
            )}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate id={titleId}>
              <AccountLink account={account}>{currencyName(account.currencyCode, locale)}</AccountLink>
            </Text>
            <Text size="xs" c="dimmed">
              {kind}
            </Text>
            <Text size="xs" c="dimmed" className="tabular-nums">
              {t('number', { number: groupedNumber(account.accountId) })}
            </Text>
          </div>
        </Group>
        <Badge variant="light" radius="sm" size="lg" style={{ flex: 'none' }}>
          {account.currencyCode}
        </Badge>
      </Group>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
          {t('balance')}
        </Text>
        <Text className={classes.balance} data-testid="balance">
          <Money amount={account.balance} currencyCode={account.currencyCode} />
        </Text>
      </Stack>
      <Facts account={account} />
    </Paper>
  );
}

/** A card account drawn as a card: alias, kind, balance, masked number and expiry. */
function CardAccountCard({ account }: { account: Account }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const kind = useKindLabel(account);
  const expiry =
    account.cardExpiryMonth && account.cardExpiryYear
      ? `${String(account.cardExpiryMonth).padStart(2, '0')}/${String(account.cardExpiryYear).slice(-2)}`
      : null;
  return (
    <Paper
      component="article"
      withBorder
      shadow="xs"
      p="xs"
      className={classes.account}
      aria-labelledby={titleId}
      data-testid={`account-${account.accountId}`}
    >
      <div className={classes.cardFace}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate id={titleId} c="white">
              <AccountLink account={account}>{account.cardAliasName ?? kind}</AccountLink>
            </Text>
            <Text size="xs" className={classes.onCard}>
              {kind}
              {account.subType ? ` · ${t(`subTypes.${account.subType}`)}` : ''}
            </Text>
          </div>
          <span className={classes.chip} aria-hidden />
        </Group>
        <div>
          <Text size="xs" className={classes.onCard}>
            {t('balance')}
          </Text>
          <Text className={classes.cardBalance} data-testid="balance">
            <Money amount={account.balance} currencyCode={account.currencyCode} />
          </Text>
        </div>
        <Group justify="space-between" wrap="nowrap">
          <span className={classes.cardMeta} aria-label={t('number', { number: account.accountId })}>
            •••• {String(account.accountId).slice(-4)}
          </span>
          {expiry && (
            <span className={classes.expiry}>
              <span className={classes.onCard}>{t('expires')}</span> <span className={classes.cardMeta}>{expiry}</span>
            </span>
          )}
        </Group>
      </div>
      <Stack px="sm" pb="xs" gap={0}>
        <Facts account={account} />
      </Stack>
    </Paper>
  );
}

/** One account of the home page (spec 001 §3), drawn as a card face for card accounts. */
export function AccountCard({ account }: { account: Account }) {
  return isCardAccountType(account.type) ? (
    <CardAccountCard account={account} />
  ) : (
    <MoneyAccountCard account={account} />
  );
}
