import { z } from 'zod';
import { defineRoute, defineRoutes } from '../route.ts';
import { uuidSchema } from '../validation.ts';

/** Path of a transfer's PDF receipt (decision 0035); `:transactionId` is a history row's transactionId. */
export const transferReceiptPath = '/api/history/:transactionId/receipt.pdf';

/** Receipts: a transfer's PDF receipt on the brand's letterhead (decision 0035). */
export const receiptsRoutes = defineRoutes({
  transferReceipt: defineRoute({
    name: 'transferReceipt',
    method: 'GET',
    path: transferReceiptPath,
    access: 'customer',
    accessRight: 'read',
    summary:
      "A PDF receipt of a posted or pending transfer on one of the caller's accounts, on the brand's letterhead (bearer token in the Authorization header; 404 for any other transaction).",
    request: { params: z.object({ transactionId: uuidSchema }) },
    response: z.string(),
    reply: 'application/pdf',
    rateLimit: 10,
  }),
});
