import { formatMinor } from '@tessera/contract';
import Papa from 'papaparse';
import { statementTexts } from './statement-texts.ts';
import { movementDescription, type StatementDocument } from './statement-pdf.ts';

/** Neutralises spreadsheet formulas in user-controlled cells (CSV injection), as the history CSV does. */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
}

/**
 * A monthly statement as CSV (decision 0045): the period and totals (spec 001 §3), an empty line,
 * then one line per movement with its UTC time, id, description, status, debit, credit and the
 * running balance of posted movements. Amounts are plain decimals with a dot ("1250.50"), for
 * spreadsheets and accounting software in any language; headers are English, like the history CSV.
 */
export function renderStatementCsv(statement: StatementDocument): string {
  const { totals, currencyCode, period } = statement;
  const money = (minor: bigint) => formatMinor(minor, currencyCode);
  const summary = [
    ['Statement', period.dateFrom, period.dateTo],
    ['Account', String(statement.accountId)],
    ['Account holder', statement.holderName],
    ['Currency', currencyCode],
    ['Beginning balance', money(totals.beginningBalanceMinor)],
    ['Total debit', money(totals.totalDebitMinor)],
    ['Total credit', money(totals.totalCreditMinor)],
    ['Ending balance', money(totals.endingBalanceMinor)],
    ['Processing', String(totals.processingCount)],
    ['Rejected', String(totals.rejectedCount)],
  ];
  let balance = totals.beginningBalanceMinor;
  const movements = statement.movements.map((movement) => {
    const amount = BigInt(movement.amount_minor);
    const completed = movement.status === 'completed';
    if (completed) balance += amount;
    return [
      new Date(movement.created_at).toISOString(),
      movement.transaction_id,
      movementDescription(movement, statementTexts.en),
      movement.status,
      amount < 0n ? money(-amount) : '',
      amount >= 0n ? money(amount) : '',
      completed ? money(balance) : '',
    ];
  });
  const table = [['Date (UTC)', 'Transaction ID', 'Description', 'Status', 'Debit', 'Credit', 'Balance'], ...movements];
  const unparse = (rows: string[][]) =>
    Papa.unparse(
      rows.map((row) => row.map(safeCell)),
      { newline: '\r\n' },
    );
  return `${unparse(summary)}\r\n\r\n${unparse(table)}\r\n`;
}
