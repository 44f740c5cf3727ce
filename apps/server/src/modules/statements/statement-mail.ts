import type { Brand, Language } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { renderStatementCsv } from './statement-csv.ts';
import { findOwnStatement } from './statement-exports.ts';
import { loadStatementDocument } from './statement-files.ts';
import { monthLabel, renderStatementPdf } from './statement-pdf.ts';
import { documentLocale } from '../../platform/pdf-letterhead.ts';

/**
 * For the history's export-by-e-mail (`historyExportSend`, spec 001 §7 "send to e-mail"): when
 * `exportId` is a statement of `customerId`'s, its PDF and CSV as attachments written in `language`,
 * with the month ("October 2026") and account for the message; otherwise undefined, and the caller
 * treats the id as a history export (another customer's statement looks unknown).
 */
export async function statementAttachments(
  db: Executor,
  customerId: number,
  exportId: string,
  language: Language,
  fallbackBrand: Brand,
): Promise<
  | { period: string; accountId: number; attachments: { filename: string; contentType: string; content: Buffer }[] }
  | undefined
> {
  const row = await findOwnStatement(db, customerId, exportId);
  if (!row) return undefined;
  const statement = await loadStatementDocument(db, row, fallbackBrand);
  const locale = documentLocale(language, undefined);
  const name = `statement-${row.accountId}-${row.periodStart.slice(0, 7)}`;
  return {
    period: monthLabel(statement.period, locale),
    accountId: row.accountId,
    attachments: [
      {
        filename: `${name}.pdf`,
        contentType: 'application/pdf',
        content: Buffer.from(await renderStatementPdf(statement, { language, locale })),
      },
      { filename: `${name}.csv`, contentType: 'text/csv', content: Buffer.from(renderStatementCsv(statement), 'utf8') },
    ],
  };
}
