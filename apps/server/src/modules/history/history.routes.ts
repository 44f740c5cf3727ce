import type { RouteHandlers } from '../../rpc/routes.ts';
import { historyCsvStream } from './history-csv.ts';
import { countHistory } from './history.repository.ts';
import { resolveHistoryQuery } from './history.methods.ts';

/**
 * `GET /api/history/export.csv?…filter…` with a bearer token (`routes.historyExportCsv`): the
 * filtered history as a streamed CSV file of any size. `X-Total-Rows` tells the client how many
 * rows to expect (for progress).
 */
export const historyRouteHandlers: RouteHandlers<unknown> = {
  historyExportCsv: async ({ query }, { call }) => {
    const { pageNumber: _pageNumber, ...filter } = query;
    const resolved = await resolveHistoryQuery(call, filter);
    const { results } = await countHistory(call.db, resolved);
    const fileName = `history-${resolved.accountId ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
    return {
      body: historyCsvStream(call.db, resolved),
      headers: {
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'X-Total-Rows': String(results),
        'Cache-Control': 'no-store',
      },
    };
  },
};
