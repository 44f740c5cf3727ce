import type { RouteHandlers } from '../../rpc/routes.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import { messageLanguage } from '../../platform/messages/render.ts';
import { findReceiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { documentLocale } from '../../platform/pdf-letterhead.ts';

/**
 * `GET /api/history/{transactionId}/receipt.pdf` with a bearer token (`routes.transferReceipt`,
 * decision 0035): the PDF receipt of one of the caller's transfers; 404 'NF' for any other. It is
 * written in the customer's language as messages are (decision 0021): the request's Accept-Language
 * (the web sends the language on screen) if the customer's brand offers it, else the brand's first.
 */
export const receiptsRouteHandlers: RouteHandlers<unknown> = {
  transferReceipt: async ({ params }, { call, request }) => {
    const receipt = await findReceiptData(call.db, actingCustomerId(call, undefined), params.transactionId, call.brand);
    const acceptLanguage = request.headers['accept-language'];
    const language = messageLanguage(acceptLanguage, receipt.brand.availableLangs);
    const locale = documentLocale(language, acceptLanguage);
    return {
      body: await renderReceiptPdf(receipt, { language, locale }),
      headers: {
        'Content-Disposition': `attachment; filename="receipt-${receipt.transactionId}.pdf"`,
        'Content-Language': locale,
        'Cache-Control': 'no-store',
      },
    };
  },
};
