import { queryOptions } from '@tanstack/react-query';
import {
  type IdentityCaptureSide,
  type IdentityVerificationSession,
  type IdentityVerificationStatus,
  type SandboxIdentityOutcome,
} from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';

/** How often a page waiting for the provider's result asks again. */
const resultPollMs = 2_000;

/** True while the provider has not answered yet (the page keeps polling). */
function isAwaitingResult(status: IdentityVerificationStatus): boolean {
  return status === 'submitted';
}

/** The feature's query keys (DESIGN §7.3): every mutation invalidates through them. */
export const identityVerificationKeys = {
  all: ['identityVerification'] as const,
  session: (workflowRunId: string) => [...identityVerificationKeys.all, 'session', workflowRunId] as const,
  videoJob: (id: string) => [...identityVerificationKeys.all, 'videoJob', id] as const,
  runs: () => [...identityVerificationKeys.all, 'runs'] as const,
};

/** The hosted page's run, read with its client token; polls while the result is awaited. */
export function identityVerificationSessionQuery(workflowRunId: string, token: string) {
  return queryOptions({
    queryKey: identityVerificationKeys.session(workflowRunId),
    queryFn: async () => (await call('identityVerificationSession', { workflowRunId, token })).session,
    refetchInterval: (query) => (query.state.data && isAwaitingResult(query.state.data.status) ? resultPollMs : false),
    retry: false,
  });
}

/** A video job of the signed-in customer; polls while the result is awaited. */
export function videoIdentityJobQuery(id: string) {
  return queryOptions({
    queryKey: identityVerificationKeys.videoJob(id),
    queryFn: () => call('videoIdentityJob', { id }),
    refetchInterval: (query) =>
      query.state.data && isAwaitingResult(query.state.data.job.status) ? resultPollMs : false,
    retry: false,
  });
}

/** Starts or resumes a run of the signed-in customer (or of `customerId`, for an administrator or a business's user). */
export function startIdentityVerification(input: {
  method?: 'document' | 'video';
  customerId?: number;
  representativeId?: number;
}) {
  if (input.customerId !== undefined)
    return call('customerIdentityVerificationStart', {
      id: input.customerId,
      ...(input.method ? { method: input.method } : {}),
      ...(input.representativeId === undefined ? {} : { representativeId: input.representativeId }),
    });
  return call('identityVerificationStart', input.method ? { method: input.method } : {});
}

/** Submits the hosted page's captures (and the sandbox tester's chosen outcome). */
export async function identityVerificationSubmit(
  workflowRunId: string,
  token: string,
  sandboxOutcome?: SandboxIdentityOutcome,
) {
  return (
    await call('identityVerificationSubmit', { workflowRunId, token, ...(sandboxOutcome ? { sandboxOutcome } : {}) })
  ).session;
}

/** Ends the video call. */
export function videoIdentityJobFinish(id: string, sandboxOutcome?: SandboxIdentityOutcome) {
  return call('videoIdentityJobFinish', { id, ...(sandboxOutcome ? { sandboxOutcome } : {}) });
}

/**
 * Uploads one capture (multipart: `data` and the `image` file) through the app's client with upload
 * progress. Public: proven by the run token in `data`.
 * @param onProgress 0–100.
 * @throws ApiError like every call ('VF' with the inspection's code on `image`, 'AE' offline).
 */
export async function identityVerificationCapture(
  capture: { workflowRunId: string; token: string; side: IdentityCaptureSide; documentType: number; image: Blob },
  onProgress: (percent: number) => void,
): Promise<IdentityVerificationSession> {
  const extension = capture.image.type === 'image/png' ? 'png' : capture.image.type === 'image/webp' ? 'webp' : 'jpg';
  const image = new File([capture.image], `${capture.side}.${extension}`, { type: capture.image.type });
  const { workflowRunId, token, side, documentType } = capture;
  const reply = await call(
    'identityVerificationCapture',
    { data: { workflowRunId, token, side, documentType }, files: { image } },
    { onUploadProgress: (fraction) => onProgress(Math.round(fraction * 100)) },
  );
  return reply.session;
}
