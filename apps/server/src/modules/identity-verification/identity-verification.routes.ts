import { AppError } from '../../rpc/app-error.ts';
import { actingCustomerId } from '../../rpc/context.ts';
import { rawJsonBody } from '../../rpc/json-body.ts';
import type { ModuleServices } from '../../rpc/module.ts';
import type { RouteHandlers } from '../../rpc/routes.ts';
import { IdentityWebhookError } from '../../platform/identity-provider.ts';
import { exchangeHandoffCode, issueHandoffCode } from './app-handoff.ts';
import { loadSession, submitRun, uploadCapture } from './hosted-page.ts';
import { findVideoJob, finishVideoJob } from './list-runs.ts';
import { receiveIdentityEvent } from './record-result.ts';
import { toListedRun } from './run-rows.ts';
import { checkCustomerRunStart, startIdentityVerification } from './start-run.ts';

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
      startIdentityVerification(
        { db: call.db, providers },
        { customerId: actingCustomerId(call, undefined), userId: caller.userId, method: body.method ?? 'document' },
      ),
    customerIdentityVerificationStart: async ({ params, body }, { call, caller }) => {
      await checkCustomerRunStart(call.db, caller, params.id, body.representativeId);
      return startIdentityVerification(
        { db: call.db, providers },
        {
          customerId: params.id,
          userId: caller.userId,
          method: body.method ?? 'document',
          ...(body.representativeId === undefined ? {} : { representativeId: body.representativeId }),
        },
      );
    },
    customerVerificationVerify: async ({ params, body }, { call, caller }) => {
      await checkCustomerRunStart(call.db, caller, params.id, undefined);
      return issueHandoffCode(
        { db: call.db, providers },
        { customerId: params.id, userId: caller.userId, method: body.type, codeChallenge: body.codeChallenge },
      );
    },
    identityVerificationCodeExchange: async ({ body }, { call }) =>
      exchangeHandoffCode({ db: call.db, providers }, body),
    identityVerificationSession: async ({ body }, { call }) => ({
      session: await loadSession({ db: call.db, fileStore, providers, log: call.log }, body),
    }),
    identityVerificationCapture: async ({ multipart }, { call }) => ({
      session: await uploadCapture(
        { db: call.db, fileStore, providers, log: call.log },
        { ...multipart.data, image: multipart.files.image },
      ),
    }),
    identityVerificationSubmit: async ({ body }, { call }) => ({
      session: await submitRun({ db: call.db, fileStore, providers, log: call.log }, body),
    }),
    videoIdentityJob: async ({ params }, { call }) => {
      const job = await findVideoJob(call.db, actingCustomerId(call, undefined), params.id);
      return { job: toListedRun(job), isSandbox: providers[job.provider].isSandbox };
    },
    videoIdentityJobFinish: async ({ params, body }, { call }) => {
      const job = await finishVideoJob({ db: call.db, providers }, actingCustomerId(call, undefined), {
        id: params.id,
        ...(body.sandboxOutcome ? { sandboxOutcome: body.sandboxOutcome } : {}),
      });
      return { job, isSandbox: providers[job.provider].isSandbox };
    },
    identityProviderWebhook: async ({ params }, { request }) => {
      const provider = providers[params.provider];
      let event;
      try {
        event = provider.parseWebhook(request.headers, rawJsonBody(request) ?? '');
      } catch (error) {
        if (error instanceof IdentityWebhookError) {
          request.log.warn({ provider: params.provider, reason: error.message }, 'identity webhook refused');
          throw new AppError('AU', 'The webhook signature is not valid.');
        }
        throw error;
      }
      const outcome = await receiveIdentityEvent({ db: services.db, fileStore, provider, log: request.log }, event);
      return { received: true as const, outcome };
    },
  };
}
