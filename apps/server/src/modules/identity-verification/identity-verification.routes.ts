import { actingCustomerId } from '../../rpc/context.ts';
import { rawJsonBody } from '../../rpc/json-body.ts';
import type { ModuleServices } from '../../rpc/module.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { customerVerificationVerify, identityVerificationCodeExchange } from './app-handoff.ts';
import { identityVerificationCapture, identityVerificationSession, identityVerificationSubmit } from './hosted-page.ts';
import { videoIdentityJob, videoIdentityJobFinish } from './list-runs.ts';
import { identityProviderWebhook } from './record-result.ts';
import { customerIdentityVerificationStart, identityVerificationStart } from './start-run.ts';

/**
 * The identity-verification routes (spec 002 §7; decisions 0071–0073): the two
 * starts (signed in), the hosted page's calls (proven by the run's client token only), the video job
 * (signed in) and the providers' signed webhooks (401 'AU' for a bad signature, nothing stored).
 */
export function identityVerificationRouteHandlers(services: ModuleServices): RouteHandlers<unknown> {
  const providers = services.adapters.identityProviders;
  const fileStore = services.adapters.fileStore;
  return {
    identityVerificationStart: async ({ body }, { call, caller }) =>
      identityVerificationStart(
        { db: call.db, providers },
        { customerId: actingCustomerId(call, undefined), userId: caller.userId, method: body.method },
      ),
    customerIdentityVerificationStart: async ({ params, body }, { call, caller }) =>
      customerIdentityVerificationStart({ db: call.db, providers }, caller, params.id, body),
    customerVerificationVerify: async ({ params, body }, { call, caller }) =>
      customerVerificationVerify({ db: call.db, providers }, caller, {
        customerId: params.id,
        method: body.type,
        codeChallenge: body.codeChallenge,
      }),
    identityVerificationCodeExchange: async ({ body }, { call }) =>
      identityVerificationCodeExchange({ db: call.db, providers }, body),
    identityVerificationSession: async ({ body }, { call }) => ({
      session: await identityVerificationSession({ db: call.db, fileStore, providers, log: call.log }, body),
    }),
    identityVerificationCapture: async ({ multipart }, { call }) => ({
      session: await identityVerificationCapture(
        { db: call.db, fileStore, providers, log: call.log },
        { ...multipart.data, image: multipart.files.image },
      ),
    }),
    identityVerificationSubmit: async ({ body }, { call }) => ({
      session: await identityVerificationSubmit({ db: call.db, fileStore, providers, log: call.log }, body),
    }),
    videoIdentityJob: async ({ params }, { call }) =>
      videoIdentityJob({ db: call.db, providers }, actingCustomerId(call, undefined), params.id),
    videoIdentityJobFinish: async ({ params, body }, { call }) =>
      videoIdentityJobFinish({ db: call.db, providers }, actingCustomerId(call, undefined), {
        id: params.id,
        ...(body.sandboxOutcome ? { sandboxOutcome: body.sandboxOutcome } : {}),
      }),
    identityProviderWebhook: async ({ params }, { request }) =>
      identityProviderWebhook(
        { db: services.db, fileStore, provider: providers[params.provider], log: request.log },
        { headers: request.headers, rawBody: rawJsonBody(request) ?? '' },
      ),
  };
}
