import { z } from 'zod';
import { historyCsvPath, historyFilterSchema } from './history.schemas.ts';
import { defineRoutes, defineRoute } from '../route.ts';

/** History (spec 001 §7): the streamed CSV export. */
export const historyRoutes = defineRoutes({
  historyExportCsv: defineRoute({
    name: 'historyExportCsv',
    method: 'GET',
    path: historyCsvPath,
    access: 'customer',
    accessRight: 'read',
    summary: 'The filtered history as a streamed CSV file of any size; X-Total-Rows tells how many rows to expect.',
    request: { query: historyFilterSchema },
    response: z.string(),
    reply: 'text/csv',
  }),
});
