import type { Routes, RouteParsedRequest } from '@tessera/contract';
import type { CallContext } from '../../rpc/context.ts';
import type { RouteFile } from '../../rpc/routes.ts';
import { historyCsvStream } from './history-csv.ts';
import { resolveHistoryQuery } from './history.methods.ts';
import { countHistory } from './history.repository.ts';

/**
 * `historyExportCsv`, `GET /api/history/export.csv?…filter…` (spec 001 §3 transactionHistory
 * `exportCsv`): the history of `filter` (its page left out) as a streamed CSV file of any size,
 * named after the account (or `all`) and today's date. `X-Total-Rows` tells the client how many
 * rows to expect (for progress).
 * @throws AppError as {@link resolveHistoryQuery} ('VF' for an account that is not the customer's).
 */
export async function historyExportCsv(
  ctx: CallContext,
  filter: RouteParsedRequest<Routes['historyExportCsv']>['query'],
): Promise<RouteFile> {
  const { pageNumber: _pageNumber, ...rest } = filter;
  const resolved = await resolveHistoryQuery(ctx, rest);
  const { results } = await countHistory(ctx.db, resolved);
  const fileName = `history-${resolved.accountId ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
  return {
    body: historyCsvStream(ctx.db, resolved),
    headers: {
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Total-Rows': String(results),
      'Cache-Control': 'no-store',
    },
  };
}
