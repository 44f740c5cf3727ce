import type { RouteHandlers } from '../../rpc/routes.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import { findReceiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/**
 * `GET /api/history/{transactionId}/receipt.pdf` with a bearer token (`routes.transferReceipt`,
 * decision 0035): the PDF receipt of one of the caller's transfers; 404 'NF' for any other.
 */
export const receiptsRouteHandlers: RouteHandlers<unknown> = {
  transferReceipt: async ({ params }, { call }) => {
    const receipt = await findReceiptData(call.db, actingCustomerId(call, undefined), params.transactionId, call.brand);
    return {
      body: await renderReceiptPdf(receipt),
      headers: {
        'Content-Disposition': `attachment; filename="receipt-${receipt.transactionId}.pdf"`,
        'Cache-Control': 'no-store',
      },
    };
  },
};
