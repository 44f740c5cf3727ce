import type { Brand } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { messageLanguage } from '../../platform/messages/render.ts';
import { documentLocale } from '../../platform/pdf-letterhead.ts';
import type { RouteFile } from '../../rpc/routes.ts';
import { findReceiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/**
 * `transferReceipt`, `GET /api/history/{transactionId}/receipt.pdf` (decision 0035): the PDF receipt
 * of one of `customerId`'s transfers, as an attachment that is not cached. It is written in the
 * customer's language as messages are (decision 0021): `acceptLanguage` (the web sends the language
 * on screen) if the customer's brand offers it, else the brand's first; `brand` is the request's,
 * for a customer without one of their own.
 * @throws AppError 'NF' (HTTP 404) for a transfer that is not the customer's.
 */
export async function transferReceipt(
  db: Executor,
  reader: { customerId: number; brand: Brand; acceptLanguage: string | undefined },
  transactionId: string,
): Promise<RouteFile> {
  const receipt = await findReceiptData(db, reader.customerId, transactionId, reader.brand);
  const language = messageLanguage(reader.acceptLanguage, receipt.brand.availableLangs);
  const locale = documentLocale(language, reader.acceptLanguage);
  return {
    body: await renderReceiptPdf(receipt, { language, locale }),
    headers: {
      'Content-Disposition': `attachment; filename="receipt-${receipt.transactionId}.pdf"`,
      'Content-Language': locale,
      'Cache-Control': 'no-store',
    },
  };
}
