import { Badge, Pagination, Stack, Switch, Table, Text } from '@mantine/core';
import { ListStates } from './list-states.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { adminQueries } from '../api/outbox-queries.ts';

/**
 * The admin audit log (decision 0016): who disabled or re-enabled which customer, when and why,
 * newest first, 20 a page. When a customer is shown above, it can be narrowed to them.
 */
export function AdminAuditLogCard({ customer }: { customer: AdminCustomer | null }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [pageNumber, setPageNumber] = useState(1);
  const [onlyCustomer, setOnlyCustomer] = useState(false);
  const customerId = onlyCustomer && customer ? customer.customerId : undefined;
  const log = useQuery(adminQueries.adminAuditLog(pageNumber, customerId));
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <SectionCard
      icon={IconListDetails}
      title={t('audit.title')}
      text={t('audit.text')}
      action={
        customer && (
          <Switch
            label={t('audit.onlyCustomer', { login: customer.login })}
            checked={onlyCustomer}
            onChange={(event) => {
              setOnlyCustomer(event.currentTarget.checked);
              setPageNumber(1);
            }}
          />
        )
      }
    >
      <Stack gap="sm" mt="sm">
        <ListStates
          query={log}
          isEmpty={log.data?.entries.length === 0}
          icon={IconListDetails}
          emptyText={t('audit.empty')}
          loadingLabel={t('audit.loading')}
        />
        {log.data && log.data.entries.length > 0 && (
          <Table.ScrollContainer
            minWidth={640}
            // A table wider than the screen scrolls sideways: keyboard users reach it with Tab (WCAG 2.1.1).
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': t('audit.title') } }}
          >
            <Table striped verticalSpacing="sm" aria-label={t('audit.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.date')}</Table.Th>
                  <Table.Th style={{ width: 140 }}>{t('audit.action')}</Table.Th>
                  <Table.Th>{t('audit.customer')}</Table.Th>
                  <Table.Th>{t('audit.admin')}</Table.Th>
                  <Table.Th>{t('audit.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="audit-entry">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.format(new Date(entry.createdAt))}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge
                        variant="light"
                        color={entry.action === 'customerDisable' ? 'red' : 'teal'}
                        style={{ overflow: 'visible' }}
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {t(`audit.actions.${entry.action}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.customerLogin ?? '—'}</Text>
                      {entry.customerId !== undefined && (
                        <Text size="xs" c="dimmed">
                          {t('audit.customerId', { id: entry.customerId })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.adminLogin}</Text>
                      {entry.ip && (
                        <Text size="xs" c="dimmed" ff="monospace">
                          {entry.ip}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Pagination mt="md" total={pages} value={pageNumber} onChange={setPageNumber} aria-label={t('audit.pages')} />
        )}
      </Stack>
    </SectionCard>
  );
}
