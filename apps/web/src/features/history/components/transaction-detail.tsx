import { Badge, CopyButton, Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { Transaction } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { statusColors } from '../api/status-colors.ts';
import { amountParts, conversionOf, describeTransaction } from '../../../shared/ui/describe-transaction.ts';
import { ReceiptButton } from '../../../shared/receipts/receipt-button.tsx';

/**
 * All fields of one transaction, with a copyable id: its description in the reader's language, the
 * amount split into amount, fee and total when a fee was charged, both sides and the rate of a
 * conversion (decision 0031).
 */
export function TransactionDetail({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('history');
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'full',
    timeStyle: 'medium',
  });
  const parts = transaction ? amountParts(transaction) : undefined;
  const conversion = transaction ? conversionOf(transaction) : undefined;
  return (
    <Modal opened={transaction !== null} onClose={onClose} title={t('detail.title')} centered size="lg">
      {transaction && (
        <Stack gap="md">
          <Text fz={28} fw={700} c={transaction.direction === 'in' ? textColors.incoming : undefined}>
            {transaction.direction === 'in' ? '+' : ''}
            <Money amount={transaction.amount} currencyCode={transaction.currencyCode} />
          </Text>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{t('detail.date')}</Table.Th>
                <Table.Td>{dates.format(new Date(transaction.transactionDate))}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.type')}</Table.Th>
                <Table.Td>{t(`types.${transaction.transactionType}`)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.status')}</Table.Th>
                <Table.Td>
                  <Badge variant="light" color={statusColors[transaction.status]}>
                    {t(`status.${transaction.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.description')}</Table.Th>
                <Table.Td>{describeTransaction(t, transaction)}</Table.Td>
              </Table.Tr>
              {transaction.counterparty && (
                <Table.Tr>
                  <Table.Th>{t('detail.counterparty')}</Table.Th>
                  <Table.Td>{transaction.counterparty}</Table.Td>
                </Table.Tr>
              )}
              {transaction.note && (
                <Table.Tr>
                  <Table.Th>{t('detail.note')}</Table.Th>
                  <Table.Td>{transaction.note}</Table.Td>
                </Table.Tr>
              )}
              {parts && (
                <>
                  <Table.Tr>
                    <Table.Th>{t('detail.amount')}</Table.Th>
                    <Table.Td>
                      <Money amount={parts.principal} currencyCode={transaction.currencyCode} />
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('detail.fee')}</Table.Th>
                    <Table.Td>
                      <Money amount={parts.fee} currencyCode={transaction.currencyCode} />
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('detail.total')}</Table.Th>
                    <Table.Td>
                      <Money amount={parts.total} currencyCode={transaction.currencyCode} />
                    </Table.Td>
                  </Table.Tr>
                </>
              )}
              {conversion && (
                <>
                  <Table.Tr>
                    <Table.Th>{t('detail.exchanged')}</Table.Th>
                    <Table.Td>
                      <Money amount={conversion.from} currencyCode={conversion.fromCurrency} />
                      {' → '}
                      <Money amount={conversion.to} currencyCode={conversion.toCurrency} />
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('detail.rate')}</Table.Th>
                    <Table.Td>
                      {t('detail.rateValue', {
                        from: conversion.fromCurrency,
                        rate: conversion.rate,
                        to: conversion.toCurrency,
                      })}
                    </Table.Td>
                  </Table.Tr>
                </>
              )}
              <Table.Tr>
                <Table.Th>{t('detail.account')}</Table.Th>
                <Table.Td>{transaction.accountId}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('detail.id')}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {transaction.transactionId}{' '}
                  <CopyButton value={transaction.transactionId}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy}>
                        {copied ? t('detail.copied') : t('detail.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <ReceiptButton transactionId={transaction.transactionId} />
        </Stack>
      )}
    </Modal>
  );
}
