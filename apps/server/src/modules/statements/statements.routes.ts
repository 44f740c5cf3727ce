import type { FastifyRequest } from 'fastify';
import { actingCustomerId, type CallContext } from '../../rpc/context.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { accountConfirmation, statementCsv, statementPdf } from './statement-downloads.ts';

/** Who downloads: the customer the caller acts for, the request's brand and Accept-Language. */
function readerOf(call: CallContext, request: FastifyRequest) {
  return {
    customerId: actingCustomerId(call, undefined),
    brand: call.brand,
    acceptLanguage: request.headers['accept-language'],
  };
}

/**
 * The statements module's routes, each with a bearer token in the Authorization header (no
 * credential in the address): `GET /api/statements/{exportId}/statement.pdf` and `.csv`, a statement
 * of the caller's (404 'NF' for any other), and `GET /api/accounts/{accountId}/confirmation.pdf`, the
 * confirmation letter of one of the caller's accounts (404 'NF' for any other). Documents are written
 * in the request's language when the customer's brand offers it (decision 0021).
 */
export const statementsRouteHandlers: RouteHandlers<unknown> = {
  statementPdf: async ({ params }, { call, request }) =>
    statementPdf(call.db, readerOf(call, request), params.exportId),
  statementCsv: async ({ params }, { call, request }) =>
    statementCsv(call.db, readerOf(call, request), params.exportId),
  accountConfirmation: async ({ params }, { call, request }) =>
    accountConfirmation(call.db, readerOf(call, request), params.accountId),
};
