import { z } from 'zod';
import { defineRoute, defineRoutes } from '../route.ts';
import { accountIdSchema } from '../transfers/transfers.schemas.ts';
import { uuidSchema } from '../validation.ts';
import { accountConfirmationPath, statementCsvPath, statementPdfPath } from './statements.schemas.ts';

/** Statement files and the account confirmation letter (decision 0045). */
export const statementsRoutes = defineRoutes({
  statementPdf: defineRoute({
    name: 'statementPdf',
    method: 'GET',
    path: statementPdfPath,
    access: 'customer',
    accessRight: 'read',
    summary:
      "A monthly statement of one of the caller's accounts as PDF on the brand's letterhead (bearer token in the Authorization header; 404 for any other statement).",
    request: { params: z.object({ exportId: uuidSchema }) },
    response: z.string(),
    reply: 'application/pdf',
    rateLimit: 10,
  }),
  statementCsv: defineRoute({
    name: 'statementCsv',
    method: 'GET',
    path: statementCsvPath,
    access: 'customer',
    accessRight: 'read',
    summary: "A monthly statement of one of the caller's accounts as CSV: the totals, then every movement.",
    request: { params: z.object({ exportId: uuidSchema }) },
    response: z.string(),
    reply: 'text/csv',
    rateLimit: 10,
  }),
  accountConfirmation: defineRoute({
    name: 'accountConfirmation',
    method: 'GET',
    path: accountConfirmationPath,
    access: 'customer',
    accessRight: 'read',
    summary:
      "A letter on the brand's accountConfirmation letterhead confirming that the caller holds the account (404 for any other account).",
    request: { params: z.object({ accountId: accountIdSchema }) },
    response: z.string(),
    reply: 'application/pdf',
    rateLimit: 10,
  }),
});
