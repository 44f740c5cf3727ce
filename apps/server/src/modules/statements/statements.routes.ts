import type { FastifyRequest } from 'fastify';
import type { Brand } from '@tessera/contract';
import { messageLanguage } from '../../platform/messages/render.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findAccountForLetter } from './account-letter.ts';
import { renderAccountConfirmationPdf } from './account-confirmation-pdf.ts';
import { renderStatementCsv } from './statement-csv.ts';
import { getOwnStatement } from './statement-exports.ts';
import { findHolder, loadStatementDocument } from './statement-files.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import { documentLocale } from '../../platform/pdf-letterhead.ts';

/** The language and Intl locale of a document for `request`, as receipts choose them (decisions 0021, 0035). */
function documentLanguage(request: FastifyRequest, brand: Brand) {
  const acceptLanguage = request.headers['accept-language'];
  const language = messageLanguage(acceptLanguage, brand.availableLangs);
  return { language, locale: documentLocale(language, acceptLanguage) };
}

const noStore = { 'Cache-Control': 'no-store' } as const;

/**
 * The statements module's routes, each with a bearer token in the Authorization header (no
 * credential in the address): `GET /api/statements/{exportId}/statement.pdf` and `.csv`, a statement
 * of the caller's (404 'NF' for any other), and `GET /api/accounts/{accountId}/confirmation.pdf`, the
 * confirmation letter of one of the caller's accounts (404 'NF' for any other). Documents are written
 * in the request's language when the customer's brand offers it (decision 0021).
 */
export const statementsRouteHandlers: RouteHandlers<unknown> = {
  statementPdf: async ({ params }, { call, request }) => {
    const row = await getOwnStatement(call.db, actingCustomerId(call, undefined), params.exportId);
    const statement = await loadStatementDocument(call.db, row, call.brand);
    const { language, locale } = documentLanguage(request, statement.brand);
    return {
      body: await renderStatementPdf(statement, { language, locale }),
      headers: {
        'Content-Disposition': `attachment; filename="statement-${row.accountId}-${row.periodStart.slice(0, 7)}.pdf"`,
        'Content-Language': locale,
        ...noStore,
      },
    };
  },
  statementCsv: async ({ params }, { call }) => {
    const row = await getOwnStatement(call.db, actingCustomerId(call, undefined), params.exportId);
    const statement = await loadStatementDocument(call.db, row, call.brand);
    return {
      body: renderStatementCsv(statement),
      headers: {
        'Content-Disposition': `attachment; filename="statement-${row.accountId}-${row.periodStart.slice(0, 7)}.csv"`,
        ...noStore,
      },
    };
  },
  accountConfirmation: async ({ params }, { call, request }) => {
    const customerId = actingCustomerId(call, undefined);
    const account = await findAccountForLetter(call.db, customerId, params.accountId);
    if (!account) throw new AppError('NF', 'No such account.');
    const holder = await findHolder(call.db, customerId, call.brand);
    const { language, locale } = documentLanguage(request, holder.brand);
    return {
      body: await renderAccountConfirmationPdf({ ...holder, account, issuedAt: new Date() }, { language, locale }),
      headers: {
        'Content-Disposition': `attachment; filename="account-confirmation-${account.id}.pdf"`,
        'Content-Language': locale,
        ...noStore,
      },
    };
  },
};
