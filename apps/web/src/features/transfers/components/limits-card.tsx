import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parseMinor } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/money.tsx';
import { transferQueries } from '../api/transfers-queries.ts';

/** The customer's single, daily and monthly limits for an operation and what is used (spec 001 §7). */
export function LimitsCard({ type, fromAccountId }: { type: 'p2p' | 'betweenAccounts'; fromAccountId: number }) {
  const limits = useQuery({ ...transferQueries.limits({ type, fromAccountId }), enabled: fromAccountId > 0 });
  return <LimitsView limits={limits.data} />;
}

/** One limit and what is used of it, decimal strings in `currencyCode`. */
interface Limit {
  period: 'single' | 'daily' | 'monthly';
  amount?: string | undefined;
  used: string;
  currencyCode: string;
}

/** The limits card's content for limits already loaded (p2p, between accounts, payouts by kind and country). */
export function LimitsView({ limits }: { limits: Limit[] | undefined }) {
  const { t } = useTranslation('transfers');
  const formatMoney = useFormatMoney();
  if (!limits || limits.length === 0) return null;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {t('limits.title')}
      </Title>
      <Stack gap="sm">
        {limits.map((limit) => (
          <div key={limit.period}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t(`limits.${limit.period}`)}</Text>
              <Text size="sm" c="dimmed">
                {limit.amount === undefined
                  ? t('limits.none')
                  : limit.period === 'single'
                    ? formatMoney(limit.amount, limit.currencyCode)
                    : t('limits.used', {
                        used: formatMoney(limit.used, limit.currencyCode),
                        amount: formatMoney(limit.amount, limit.currencyCode),
                      })}
              </Text>
            </Group>
            {limit.amount !== undefined && limit.period !== 'single' && (
              <Progress
                mt={4}
                size="sm"
                value={percentUsed(limit.used, limit.amount, limit.currencyCode)}
                color={percentUsed(limit.used, limit.amount, limit.currencyCode) >= 100 ? 'red' : 'blue'}
                aria-label={t(`limits.${limit.period}`)}
              />
            )}
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/** Share of a limit used, 0–100 (whole percent), computed in minor units. */
function percentUsed(used: string, amount: string, currencyCode: string): number {
  const total = parseMinor(amount, currencyCode);
  if (total <= 0n) return 100;
  const share = (parseMinor(used, currencyCode) * 100n) / total;
  return share > 100n ? 100 : Number(share);
}
