import { historyCsvPath, historyFilterSchema } from '@tessera/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import { parseOrThrow } from '../../rpc/reply.ts';
import { historyCsvStream } from './history-csv.ts';
import { countHistory } from './history.repository.ts';
import { resolveHistoryQuery } from './history.methods.ts';

/**
 * `GET /api/history/export.csv?…filter…` with a bearer token: the filtered history as a streamed
 * CSV file of any size. `X-Total-Rows` tells the client how many rows to expect (for progress).
 */
export async function historyRoutes(
  app: FastifyInstance,
  contextFor: (request: FastifyRequest) => Promise<CallContext>,
): Promise<void> {
  app.get(historyCsvPath, async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.auth) throw new AppError('AU');
    const { pageNumber: _pageNumber, ...filter } = parseOrThrow(historyFilterSchema, request.query ?? {});
    const query = await resolveHistoryQuery(ctx, filter);
    const { results } = await countHistory(ctx.db, query);
    const fileName = `history-${query.accountId ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('X-Total-Rows', String(results))
      .header('Cache-Control', 'no-store')
      .send(historyCsvStream(ctx.db, query));
  });
}
