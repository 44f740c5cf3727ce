import type { RouteHandlers } from '../../rpc/routes.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import { transferReceipt } from './transfer-receipt.ts';

/**
 * `GET /api/history/{transactionId}/receipt.pdf` with a bearer token (`routes.transferReceipt`,
 * decision 0035): the PDF receipt of one of the caller's transfers; 404 'NF' for any other. It is
 * written in the customer's language as messages are (decision 0021): the request's Accept-Language
 * (the web sends the language on screen) if the customer's brand offers it, else the brand's first.
 */
export const receiptsRouteHandlers: RouteHandlers<unknown> = {
  transferReceipt: async ({ params }, { call, request }) =>
    transferReceipt(
      call.db,
      {
        customerId: actingCustomerId(call, undefined),
        brand: call.brand,
        acceptLanguage: request.headers['accept-language'],
      },
      params.transactionId,
    ),
};
