import { transactionTypes } from '@tessera/contract';
import { z } from 'zod';
import { actingCustomerId } from '../../rpc/context.ts';
import type { MethodHandlers } from '../../rpc/registry.ts';
import { getOwnAccount } from '../ledger/index.ts';
import { getHistory, transactionTypeNames } from './get-history.ts';
import { historyCsvExportPath } from './history-csv.ts';
import {
  getHistoryExportStatus,
  runPendingHistoryExports,
  sendHistoryExport,
  startHistoryExport,
} from './history-exports.ts';
import { listOutbox } from '../../platform/mail.ts';
import type { HistoryQuery } from './history.repository.ts';

/**
 * Resolves the filter's customer (the caller, or an admin's fromCustomerId / customerId) and checks
 * that a named account is that customer's ('VF' otherwise, like an unknown account).
 */
export async function resolveHistoryQuery(
  ctx: Parameters<typeof actingCustomerId>[0],
  input: Omit<HistoryQuery, 'customerId'> & { customerId?: number; fromCustomerId?: number },
): Promise<HistoryQuery> {
  const { fromCustomerId, customerId: namedCustomer, ...filter } = input;
  const customerId = actingCustomerId(ctx, fromCustomerId ?? namedCustomer);
  if (filter.accountId !== undefined) await getOwnAccount(ctx.db, customerId, filter.accountId);
  return { ...filter, customerId };
}

/** Main-API handlers of the history area (spec 001 §7 "History and statements"). */
export const historyMethods: MethodHandlers = {
  transactionHistory: async (input, ctx) => {
    const { pageNumber, ...filter } = input;
    const page = await getHistory(ctx.db, await resolveHistoryQuery(ctx, filter), pageNumber);
    return { ...page, exportCsv: historyCsvExportPath(filter) };
  },
  transactionTypeList: async () => ({ types: transactionTypes.map((id) => ({ id, name: transactionTypeNames[id] })) }),
  historyExport: async (input, ctx) => {
    const exportId = await startHistoryExport(ctx.db, await resolveHistoryQuery(ctx, input.filter));
    ctx.background.run('history-exports', () => runPendingHistoryExports(ctx.db));
    return { exportId };
  },
  historyExportStatus: async (input, ctx) =>
    getHistoryExportStatus(ctx.db, actingCustomerId(ctx, input.fromCustomerId), input.exportId),
  historyExportSend: async (input, ctx) =>
    sendHistoryExport(ctx.db, ctx, actingCustomerId(ctx, input.fromCustomerId), input.exportId, input.email),
  outboxList: async (input, ctx) => {
    const pageSize = 20;
    const { rows, total } = await listOutbox(ctx.db, input.pageNumber, pageSize);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        attachments: z
          .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }))
          .parse(row.attachments),
        createdAt: row.createdAt.toISOString(),
        ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
        transport: row.transport,
        ...(row.error ? { error: row.error } : {}),
      })),
      total,
      pageSize,
    };
  },
};
