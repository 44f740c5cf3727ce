import type { RouteHandlers } from '../../rpc/routes.ts';
import { phoneVerify } from './phones.ts';

/**
 * The profile module's route: `POST /api/verification/phones/{phoneId}/verify` (spec 002 §7). The
 * address replacement is the main-API method `addressReplace` (decision 0134).
 */
export function profileRouteHandlers(): RouteHandlers<unknown> {
  return {
    phoneVerify: async ({ params, body }, { call }) => ({ phone: await phoneVerify(call, params.phoneId, body.code) }),
  };
}
