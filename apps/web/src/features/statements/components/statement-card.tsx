import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf, IconMail } from '@tabler/icons-react';
import type { StatementExport } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useFormatMoney, useLocale } from '../../../shared/ui/money.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { downloadDocument } from '../api/download-statement.ts';
import { monthName } from '../api/statement-months.ts';

/**
 * One issued monthly statement (spec 001 §3 "Statement totals"): the month, its period, beginning
 * balance, total debit and credit, ending balance, the processing and rejected counts, and its
 * PDF and CSV downloads and e-mail.
 */
export function StatementCard({
  statement,
  onEmail,
}: {
  statement: StatementExport;
  onEmail: (exportId: string, title: string) => void;
}) {
  const { t } = useTranslation(['statements', 'errors']);
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const title = monthName(statement.year, statement.month, locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const headingId = `statement-${statement.exportId}`;

  const download = async (kind: 'pdf' | 'csv') => {
    setBusy(kind);
    setFailure(null);
    try {
      const name = kind === 'pdf' ? 'statementPdf' : 'statementCsv';
      await downloadDocument({ name, exportId: statement.exportId }, `statement.${kind}`);
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setBusy(null);
    }
  };

  const totals = [
    { key: 'beginningBalance', value: statement.beginningBalance },
    { key: 'totalDebit', value: statement.totalDebit },
    { key: 'totalCredit', value: statement.totalCredit },
    { key: 'endingBalance', value: statement.endingBalance },
  ] as const;
  return (
    <Card withBorder radius="lg" p="lg" component="article" aria-labelledby={headingId} data-testid="statement">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('period', {
                from: dates.format(new Date(`${statement.dateFrom}T00:00:00Z`)),
                to: dates.format(new Date(`${statement.dateTo}T00:00:00Z`)),
              })}
            </Text>
          </div>
          <Text size="sm" c="dimmed">
            {t('movements', { count: statement.movementCount })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          {totals.map((total) => (
            <div key={total.key}>
              <Text size="xs" c="dimmed">
                {t(`totals.${total.key}`)}
              </Text>
              <Text fw={total.key === 'endingBalance' ? 700 : 500} className="tabular-nums">
                {formatMoney(total.value, statement.currencyCode)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {(statement.processingCount > 0 || statement.rejectedCount > 0) && (
          <Group gap="md">
            {statement.processingCount > 0 && (
              <Text size="sm" c={textColors.warning}>
                {t('counts.processing', { count: statement.processingCount })}
              </Text>
            )}
            {statement.rejectedCount > 0 && (
              <Text size="sm" c={textColors.error}>
                {t('counts.rejected', { count: statement.rejectedCount })}
              </Text>
            )}
          </Group>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            loading={busy === 'pdf'}
            onClick={() => void download('pdf')}
            aria-label={t('download.pdfOf', { month: title })}
          >
            {t('download.pdf')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            loading={busy === 'csv'}
            onClick={() => void download('csv')}
            aria-label={t('download.csvOf', { month: title })}
          >
            {t('download.csv')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() => onEmail(statement.exportId, title)}
            aria-label={t('email.openOf', { month: title })}
          >
            {t('email.open')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
