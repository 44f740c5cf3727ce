import { Button, Collapse, Grid, Group, Select, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { transactionStatuses, transactionTypes, type HistoryFilter } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetFilter } from '../api/history-filter.ts';

const amountPattern = /^\d{0,15}(\.\d{0,8})?$/;

/**
 * The history filter form (spec 001 §3): applies on submit, resets keeping the account (and clears
 * whatever the draft holds, an invalid date range and its error too). The parent
 * keys it by the applied filter, so a new filter (reset, back button) starts a fresh draft.
 */
export function HistoryFilters({
  value,
  onApply,
  onReset,
}: {
  value: HistoryFilter;
  onApply: (filter: HistoryFilter) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('history');
  const [draft, setDraft] = useState<HistoryFilter>(value);
  const isWide = useMediaQuery('(min-width: 48em)');
  const [opened, { toggle }] = useDisclosure(false);

  const set = <K extends keyof HistoryFilter>(key: K, item: HistoryFilter[K] | undefined) =>
    setDraft((current) => ({ ...current, [key]: item === '' ? undefined : item }));
  const amountError = (amount: string | undefined) =>
    amount && !amountPattern.test(amount) ? t('filters.invalidAmount') : undefined;
  const datesError =
    draft.fromDate && draft.toDate && draft.fromDate > draft.toDate ? t('filters.invalidDates') : undefined;
  const hasErrors = Boolean(amountError(draft.fromAmount) || amountError(draft.toAmount) || datesError);

  const form = (
    <form
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!hasErrors) onApply({ ...draft, pageNumber: 1 });
      }}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t('filters.keyword')}
            leftSection={<IconSearch size={16} />}
            value={draft.keyword ?? ''}
            onChange={(event) => set('keyword', event.currentTarget.value)}
            maxLength={100}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select
            label={t('filters.type')}
            placeholder={t('filters.any')}
            clearable
            data={transactionTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            value={draft.transactionType ?? null}
            onChange={(type) =>
              set(
                'transactionType',
                transactionTypes.find((item) => item === type),
              )
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('filters.direction')}
            placeholder={t('filters.any')}
            clearable
            data={[
              { value: 'in', label: t('direction.in') },
              { value: 'out', label: t('direction.out') },
            ]}
            value={draft.transactionDirection ?? null}
            onChange={(direction) =>
              set('transactionDirection', direction === 'in' || direction === 'out' ? direction : undefined)
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Select
            label={t('filters.status')}
            placeholder={t('filters.any')}
            clearable
            data={transactionStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            value={draft.status ?? null}
            onChange={(status) =>
              set(
                'status',
                transactionStatuses.find((item) => item === status),
              )
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label={t('filters.fromDate')}
            value={draft.fromDate ?? ''}
            onChange={(event) => set('fromDate', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label={t('filters.toDate')}
            value={draft.toDate ?? ''}
            onChange={(event) => set('toDate', event.currentTarget.value)}
            error={datesError}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label={t('filters.fromAmount')}
            inputMode="decimal"
            value={draft.fromAmount ?? ''}
            onChange={(event) => set('fromAmount', event.currentTarget.value.trim())}
            error={amountError(draft.fromAmount)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label={t('filters.toAmount')}
            inputMode="decimal"
            value={draft.toAmount ?? ''}
            onChange={(event) => set('toAmount', event.currentTarget.value.trim())}
            error={amountError(draft.toAmount)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Group gap="xs" justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                // The applied filter may already be the reset one (an invalid range is never applied),
                // so the parent's key does not change: clear the draft here too.
                setDraft(resetFilter(value));
                onReset();
              }}
            >
              {t('filters.reset')}
            </Button>
            <Button type="submit" disabled={hasErrors}>
              {t('filters.apply')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );

  if (isWide !== false) return form;
  return (
    <div>
      <Button
        variant="light"
        leftSection={<IconAdjustments size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        fullWidth
      >
        {opened ? t('filters.hide') : t('filters.show')}
      </Button>
      <Collapse expanded={opened} mt="sm">
        {form}
      </Collapse>
    </div>
  );
}
