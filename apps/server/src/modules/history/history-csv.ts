import { Readable } from 'node:stream';
import { historyCsvPath, type Transaction } from '@tessera/contract';
import Papa from 'papaparse';
import type { Executor } from '../../db/client.ts';
import type { HistoryQuery } from './history.repository.ts';
import { iterateHistory } from './transaction-history.ts';

const columns: { header: string; value: (row: Transaction) => string }[] = [
  { header: 'Date', value: (row) => row.transactionDate },
  { header: 'Transaction ID', value: (row) => row.transactionId },
  { header: 'Type', value: (row) => row.transactionType },
  { header: 'Account', value: (row) => String(row.accountId) },
  { header: 'Direction', value: (row) => row.direction },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Fee', value: (row) => row.fee ?? '' },
  { header: 'Currency', value: (row) => row.currencyCode },
  { header: 'Status', value: (row) => row.status },
  { header: 'Description', value: (row) => row.description },
  { header: 'Counterparty', value: (row) => row.counterparty ?? '' },
  { header: 'Note', value: (row) => row.note ?? '' },
  { header: 'Exchange rate', value: (row) => row.exchangeRate ?? '' },
  { header: 'From amount', value: (row) => (row.fromAmount ? `${row.fromAmount} ${row.fromCurrencyCode ?? ''}` : '') },
  { header: 'To amount', value: (row) => (row.toAmount ? `${row.toAmount} ${row.toCurrencyCode ?? ''}` : '') },
];

/**
 * The path of the CSV export of `filter` (spec 001 §3 transactionHistory `exportCsv`): the declared
 * route `historyExportCsv` with the filter's fields as query parameters, in the filter's order, the
 * page and empty values left out. It carries no credential: the route authenticates by the
 * Authorization header (decision 0018).
 */
export function historyCsvExportPath(filter: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (key !== 'pageNumber' && value !== undefined && value !== '') query.set(key, String(value));
  const search = query.toString();
  return search === '' ? historyCsvPath : `${historyCsvPath}?${search}`;
}

/** Neutralises spreadsheet formulas in user-controlled cells (CSV injection). */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
}

/**
 * The filtered history as CSV (papaparse quoting), streamed chunk by chunk so any size is served
 * in constant memory. The first line is the header.
 */
export function historyCsvStream(db: Executor, query: HistoryQuery): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `${Papa.unparse([columns.map((column) => column.header)])}\r\n`;
    for await (const chunk of iterateHistory(db, query)) {
      yield `${Papa.unparse(chunk.map((row) => columns.map((column) => safeCell(column.value(row)))))}\r\n`;
    }
  }
  return Readable.from(lines());
}
