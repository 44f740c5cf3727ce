import type { historyMethods } from '@tessera/contract';
import { actingCustomerId } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { getOwnAccount } from '../ledger/index.ts';
import { transactionHistory, transactionTypeList } from './transaction-history.ts';
import { historyCsvExportPath } from './history-csv.ts';
import { historyExportStatus, runPendingHistoryExports, historyExportSend, historyExport } from './history-exports.ts';
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
  // Body-dependent, so kept here (decision 0132): the customer view names its customer in `customerId`,
  // which only an administrator may set to another customer.
  const customerId = actingCustomerId(ctx, fromCustomerId ?? namedCustomer);
  if (filter.accountId !== undefined) await getOwnAccount(ctx.db, customerId, filter.accountId);
  return { ...filter, customerId };
}

/** Main-API handlers of the history area (spec 001 §7 "History and statements"). */
export const historyHandlers = {
  transactionHistory: async (input, ctx) => {
    const { pageNumber, ...filter } = input;
    const page = await transactionHistory(ctx.db, await resolveHistoryQuery(ctx, filter), pageNumber);
    return { ...page, exportCsv: historyCsvExportPath(filter) };
  },
  transactionTypeList: async () => transactionTypeList(),
  historyExport: async (input, ctx) => {
    const exportId = await historyExport(ctx.db, await resolveHistoryQuery(ctx, input.filter));
    ctx.background.run('history-exports', () => runPendingHistoryExports(ctx.db));
    return { exportId };
  },
  historyExportStatus: async (input, ctx) => historyExportStatus(ctx.db, ctx.caller.customerId, input.exportId),
  historyExportSend: async (input, ctx) =>
    historyExportSend(ctx.db, ctx, ctx.caller.customerId, input.exportId, input.email),
} satisfies AreaHandlers<typeof historyMethods>;
