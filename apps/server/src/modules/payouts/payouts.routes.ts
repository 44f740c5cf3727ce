import type { RouteHandlers } from '../../rpc/routes.ts';
import type { ModuleServices } from '../../rpc/module.ts';
import { rawJsonBody } from '../../rpc/json-body.ts';
import { AppError } from '../../rpc/app-error.ts';
import { RailWebhookError } from '../../platform/payout-rail.ts';
import { receiveRailEvent } from './rail-events.ts';

/**
 * `POST /api/webhooks/rails/{rail}` (`routes.railWebhook`, decision 0040): a rail's event, trusted only
 * with a valid Standard Webhooks signature over the exact body (401 'AU' otherwise, nothing stored);
 * then received exactly once (a replay answers 'duplicate'). 404 for a rail Tessera does not use.
 */
export function payoutsRouteHandlers(services: ModuleServices): RouteHandlers<unknown> {
  return {
    railWebhook: async ({ params }, { request }) => {
      const rail = services.adapters.payoutRail;
      if (params.rail !== rail.name) throw new AppError('NF', 'Unknown rail.');
      let event;
      try {
        event = rail.parseWebhook(request.headers, rawJsonBody(request) ?? '');
      } catch (error) {
        if (error instanceof RailWebhookError) {
          request.log.warn({ rail: params.rail, reason: error.message }, 'rail webhook refused');
          throw new AppError('AU', 'The webhook signature is not valid.');
        }
        throw error;
      }
      const outcome = await receiveRailEvent(services.db, rail.name, event);
      return { received: true as const, outcome };
    },
  };
}
