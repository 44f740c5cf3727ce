import type { RouteHandlers } from '../../rpc/routes.ts';
import type { SecurityDeps } from './security.deps.ts';
import { twoStepVerification, twoStepVerificationConfirm } from './two-step.ts';

/**
 * The two-step change under /api/auth (spec 001 §7 "Two-step"), as handlers of the contract's
 * routes (`routes.twoStepVerification` …); the route adapter parses, authenticates, rate-limits and
 * wraps the replies.
 */
export function securityRouteHandlers(deps: SecurityDeps): RouteHandlers<unknown> {
  return {
    twoStepVerification: async ({ body }, { caller, request }) =>
      twoStepVerification(
        deps,
        { userId: caller.userId, ip: request.ip, userAgent: request.headers['user-agent'] },
        deps.issuerForHost(request.hostname),
        body,
        deps.messageLanguageFor(request.hostname, request.headers['accept-language']),
      ),
    twoStepVerificationConfirm: async ({ params, body }, { caller }) =>
      twoStepVerificationConfirm(deps, caller.userId, params.reqId, body.code),
  };
}
