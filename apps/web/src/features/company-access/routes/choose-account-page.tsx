import { Badge, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { actingCustomer } from '../../../shared/session/acting-customer.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { companyAccessQueries } from '../api/company-access-api.ts';
import { useChooseAccess } from '../hooks/use-choose-access.ts';

/**
 * "Choose an account" (spec 000 §2 rule 3, decision 0102): a user with related accounts picks the
 * customer to act for; the choice is sent with every call (fromCustomerId and customer-id) and the
 * refinements of rule 3 pick the page: a representative without balanceInfo lands on the company
 * documents (decision 0103).
 */
export function Component() {
  const { t } = useTranslation(['companyAccess', 'errors']);
  const accesses = useQuery(companyAccessQueries.accesses());
  const current = actingCustomer.get();
  const choose = useChooseAccess();

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1} size="h2">
          {t('choose.title')}
        </Title>
        <Text c="dimmed">{t('choose.subtitle')}</Text>
      </div>
      {accesses.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('choose.loading')}>
          <Skeleton height={72} radius="lg" />
          <Skeleton height={72} radius="lg" />
        </Stack>
      ) : accesses.isError ? (
        <RetryAlert
          title={t('choose.loadFailed')}
          message={errorMessage(t, accesses.error)}
          retryLabel={t('retry')}
          retrying={accesses.isFetching}
          onRetry={() => void accesses.refetch()}
        />
      ) : accesses.data.length === 0 ? (
        <Text>{t('choose.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {accesses.data.map((access) => (
            <li key={access.id}>
              <UnstyledButton
                onClick={() => void choose(access)}
                w="100%"
                aria-current={(access.isOwn ? current === null : current === access.id) ? 'true' : undefined}
              >
                <Card withBorder radius="lg" p="md">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{access.customerName}</Text>
                      <Text size="sm" c="dimmed">
                        {access.customerUsername}
                      </Text>
                    </div>
                    <Badge variant="light">{access.isOwn ? t('choose.own') : t(`levels.${access.accessRights}`)}</Badge>
                  </Group>
                  {access.accounts && access.accounts.length > 0 && (
                    <Group gap="md" mt="xs">
                      {access.accounts.map((account) => (
                        <Text key={account.accountId} size="sm">
                          <Money amount={account.balance} currencyCode={account.currencyCode} />
                        </Text>
                      ))}
                    </Group>
                  )}
                </Card>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
