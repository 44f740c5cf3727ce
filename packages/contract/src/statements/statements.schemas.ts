import { z } from 'zod';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';
import { accountIdSchema } from '../transfers/transfers.schemas.ts';
import { calendarDateSchema } from '../validation.ts';

/** Statement sources (spec 001 §3 "Statement export"): only monthly statements exist. */
export const statementSources = ['monthly'] as const;
export type StatementSource = (typeof statementSources)[number];

/** Statements per page of `statementExportList` (spec 001 §7, §9: "Statement export page size 12"). */
export const statementExportPageSize = 12;

/**
 * Request of `statementExport` (spec 001 §3, §7): the statement of `accountId` for the calendar month
 * (UTC) of `dateFrom`, which must have ended (decision 0045).
 */
export const statementExportRequestSchema = onBehalfSchema.extend({
  accountId: accountIdSchema,
  dateFrom: calendarDateSchema,
  source: z.enum(statementSources, { error: 'invalid_value' }).default('monthly'),
});

export const statementExportMethod = defineMethod({
  name: 'statementExport',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "Issues the monthly statement of one of the caller's accounts for the month of dateFrom (a month that has ended; decision 0045), or finds the one already issued: its exportId.",
  request: statementExportRequestSchema,
  response: z.object({ exportId: z.string() }),
});

/**
 * One issued statement as `statementExportList` lists it. Amounts are decimal strings in
 * `currencyCode` (never floats); `dateFrom`/`dateTo` are the first and last day of the month.
 */
export const statementExportSchema = z.object({
  exportId: z.string(),
  accountId: z.number().int(),
  currencyCode: z.string(),
  source: z.enum(statementSources),
  status: z.enum(['ready']),
  year: z.number().int(),
  /** 1–12. */
  month: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  beginningBalance: z.string(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  endingBalance: z.string(),
  processingCount: z.number().int(),
  rejectedCount: z.number().int(),
  /** Completed movements in the month. */
  movementCount: z.number().int(),
  createdAt: z.string(),
  /** Path of the PDF (`GET` with the bearer token in the Authorization header; no credential in it). */
  urlPdf: z.string(),
  /** Path of the CSV, likewise. */
  urlCsv: z.string(),
});
export type StatementExport = z.infer<typeof statementExportSchema>;

export const statementExportListMethod = defineMethod({
  name: 'statementExportList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: "The caller's issued statements, newest month first, 12 a page (spec 001 §7, §9).",
  request: onBehalfSchema.extend({
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(statementExportPageSize).default(statementExportPageSize),
    accountId: accountIdSchema.optional(),
    source: z.enum(statementSources, { error: 'invalid_value' }).optional(),
  }),
  response: z.object({ total: z.number().int(), exports: z.array(statementExportSchema) }),
});

/** Path of a statement's PDF; `:exportId` is a `statementExport` reply's exportId. */
export const statementPdfPath = '/api/statements/:exportId/statement.pdf';
/** Path of a statement's CSV. */
export const statementCsvPath = '/api/statements/:exportId/statement.csv';
/** Path of an account's confirmation letter (spec 000 §1 `accountConfirmation`). */
export const accountConfirmationPath = '/api/accounts/:accountId/confirmation.pdf';
