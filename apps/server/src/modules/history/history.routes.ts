import type { RouteHandlers } from '../../rpc/routes.ts';
import { historyExportCsv } from './history-export-csv.ts';

/**
 * `GET /api/history/export.csv?…filter…` with a bearer token (`routes.historyExportCsv`): the
 * filtered history as a streamed CSV file of any size. `X-Total-Rows` tells the client how many
 * rows to expect (for progress).
 */
export const historyRouteHandlers: RouteHandlers<unknown> = {
  historyExportCsv: async ({ query }, { call }) => historyExportCsv(call, query),
};
