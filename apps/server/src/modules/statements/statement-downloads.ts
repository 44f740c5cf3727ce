import type { Brand } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { messageLanguage } from '../../platform/messages/render.ts';
import { documentLocale } from '../../platform/pdf-letterhead.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { RouteFile } from '../../rpc/routes.ts';
import { renderAccountConfirmationPdf } from './account-confirmation-pdf.ts';
import { findAccountForLetter } from './account-letter.ts';
import { renderStatementCsv } from './statement-csv.ts';
import { getOwnStatement } from './statement-exports.ts';
import { findHolder, loadStatementDocument } from './statement-files.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/**
 * Who downloads a document: the customer acted for, the request's brand (the letterhead of a
 * customer without a brand of their own) and the request's Accept-Language.
 */
interface Reader {
  customerId: number;
  brand: Brand;
  acceptLanguage: string | undefined;
}

/** The language and Intl locale of a document for `reader`, as receipts choose them (decisions 0021, 0035). */
function documentLanguage(reader: Reader, brand: Brand) {
  const language = messageLanguage(reader.acceptLanguage, brand.availableLangs);
  return { language, locale: documentLocale(language, reader.acceptLanguage) };
}

const noStore = { 'Cache-Control': 'no-store' } as const;

/**
 * `statementPdf`, `GET /api/statements/{exportId}/statement.pdf`: the reader's stored statement
 * `exportId` as a PDF attachment in the reader's language when the customer's brand offers it
 * (decision 0021), not cached.
 * @throws AppError 'NF' (HTTP 404) for another customer's or an unknown statement.
 * @throws StatementInvariantError when the stored totals and the ledger differ (a bug).
 */
export async function statementPdf(db: Executor, reader: Reader, exportId: string): Promise<RouteFile> {
  const row = await getOwnStatement(db, reader.customerId, exportId);
  const statement = await loadStatementDocument(db, row, reader.brand);
  const { language, locale } = documentLanguage(reader, statement.brand);
  return {
    body: await renderStatementPdf(statement, { language, locale }),
    headers: {
      'Content-Disposition': `attachment; filename="statement-${row.accountId}-${row.periodStart.slice(0, 7)}.pdf"`,
      'Content-Language': locale,
      ...noStore,
    },
  };
}

/**
 * `statementCsv`, `GET /api/statements/{exportId}/statement.csv`: the reader's stored statement
 * `exportId` as a CSV attachment, not cached.
 * @throws AppError 'NF' (HTTP 404) for another customer's or an unknown statement.
 * @throws StatementInvariantError when the stored totals and the ledger differ (a bug).
 */
export async function statementCsv(db: Executor, reader: Reader, exportId: string): Promise<RouteFile> {
  const row = await getOwnStatement(db, reader.customerId, exportId);
  const statement = await loadStatementDocument(db, row, reader.brand);
  return {
    body: renderStatementCsv(statement),
    headers: {
      'Content-Disposition': `attachment; filename="statement-${row.accountId}-${row.periodStart.slice(0, 7)}.csv"`,
      ...noStore,
    },
  };
}

/**
 * `accountConfirmation`, `GET /api/accounts/{accountId}/confirmation.pdf`: the confirmation letter
 * of the reader's account `accountId`, issued now, as a PDF attachment in the reader's language when
 * the customer's brand offers it (decision 0021), not cached.
 * @throws AppError 'NF' (HTTP 404) for another customer's or an unknown account.
 */
export async function accountConfirmation(db: Executor, reader: Reader, accountId: number): Promise<RouteFile> {
  const account = await findAccountForLetter(db, reader.customerId, accountId);
  if (!account) throw new AppError('NF', 'No such account.');
  const holder = await findHolder(db, reader.customerId, reader.brand);
  const { language, locale } = documentLanguage(reader, holder.brand);
  return {
    body: await renderAccountConfirmationPdf({ ...holder, account, issuedAt: new Date() }, { language, locale }),
    headers: {
      'Content-Disposition': `attachment; filename="account-confirmation-${account.id}.pdf"`,
      'Content-Language': locale,
      ...noStore,
    },
  };
}
