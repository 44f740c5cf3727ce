import type { RouteHandlers } from '../../rpc/routes.ts';
import type { ModuleServices } from '../../rpc/module.ts';
import { rawJsonBody } from '../../rpc/json-body.ts';
import { railWebhook } from './rail-events.ts';

/**
 * `POST /api/webhooks/rails/{rail}` (`routes.railWebhook`, decision 0040): a rail's event, trusted only
 * with a valid Standard Webhooks signature over the exact body (401 'AU' otherwise, nothing stored);
 * then received exactly once (a replay answers 'duplicate'). 404 for a rail Tessera does not use.
 */
export function payoutsRouteHandlers(services: ModuleServices): RouteHandlers<unknown> {
  return {
    railWebhook: async ({ params }, { request }) =>
      railWebhook(
        { db: services.db, rail: services.adapters.payoutRail, log: request.log },
        { rail: params.rail, headers: request.headers, rawBody: rawJsonBody(request) ?? '' },
      ),
  };
}
