import type { IdentityVerificationSession } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import type { SandboxResult } from '../src/platform/identity-provider.ts';
import { jobs } from '../src/platform/platform.schema.ts';
import { createSandboxIdentityProvider, identitySandboxResultJob } from '../src/platform/sandbox-identity-provider.ts';
import { request, type Reply, type TestApp } from './test-app.ts';
import { multipartBody, photo } from './upload-fixtures.ts';

/** A run's hosted-page credential: what a start answers and the hosted page's path carries. */
export interface RunCredential {
  workflowRunId: string;
  token: string;
}

/** Uploads one capture (a generated photo unless `bytes`) to a run's hosted page. */
export async function captureRun(
  app: TestApp['app'],
  run: RunCredential,
  side: string,
  documentType: number,
  bytes?: Buffer,
): Promise<{ status: number; body: Reply & { session?: IdentityVerificationSession } }> {
  const image = bytes ?? (await photo().jpeg().toBuffer());
  const { payload, contentType } = multipartBody([
    { name: 'data', value: JSON.stringify({ workflowRunId: run.workflowRunId, token: run.token, side, documentType }) },
    { name: 'image', filename: `${side}.jpg`, contentType: 'image/jpeg', bytes: image },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity-verification/captures',
    headers: { 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json<Reply & { session?: IdentityVerificationSession }>() };
}

/** Submits a run's captures from its hosted page, with the sandbox's outcome when given. */
export async function submitRun(app: TestApp['app'], run: RunCredential, sandboxOutcome?: string) {
  return request(app, 'POST', '/api/identity-verification/submit', undefined, {
    workflowRunId: run.workflowRunId,
    token: run.token,
    ...(sandboxOutcome ? { sandboxOutcome } : {}),
  });
}

/** The sandbox's pending result of a run, as its delivery job holds it. */
export async function pendingSandboxResult(testApp: TestApp, workflowRunId: string): Promise<SandboxResult> {
  const rows = await testApp.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, identitySandboxResultJob.name), eq(jobs.state, 'pending')));
  const payloads = rows.map((row) => identitySandboxResultJob.payload.parse(row.payload));
  const found = payloads.find((payload) => payload.workflowRunId === workflowRunId);
  if (!found) throw new Error(`no pending result for ${workflowRunId}`);
  return found;
}

/**
 * Delivers a run's pending result as the sandbox's job does: a POST signed with the provider's
 * `webhookSecrets` entry to the app's own webhook route.
 * @returns what the webhook answered (HTTP status and outcome).
 */
export async function deliverSandboxResult(
  testApp: TestApp,
  webhookSecrets: Readonly<Record<'jmo' | 'nfd', string>>,
  workflowRunId: string,
): Promise<{ status: number; outcome?: string }> {
  const result = await pendingSandboxResult(testApp, workflowRunId);
  let answer: { status: number; outcome?: string } = { status: 0 };
  const provider = createSandboxIdentityProvider({
    code: result.provider,
    webhookSecret: webhookSecrets[result.provider],
    webhookUrl: `http://tessera.test/api/webhooks/identity-verification/${result.provider}`,
    resultSeconds: 0,
    post: async (url, headers, body) => {
      const response = await testApp.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
      answer = { status: response.statusCode, outcome: response.json<{ outcome?: string }>().outcome };
      return response.statusCode;
    },
  });
  await provider.deliverSandboxResult?.(result);
  return answer;
}
