import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  codeChallengeS256,
  documentStatuses,
  generateCodeVerifier,
  type IdentityVerificationSession,
  type ListedDocument,
} from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, request, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { captureRun, deliverSandboxResult, pendingSandboxResult, submitRun } from '../../../test/identity-runs.ts';
import type { SandboxResult } from '../../platform/identity-provider.ts';
import { sandboxIdentityWebhook } from '../../platform/sandbox-identity-provider.ts';
import { chooseIdentityProvider } from './choose-provider.ts';
import { identityVerificationRuns } from './identity-verification.schema.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { isIdentityVerificationRunning, recordIdentityVerificationResult } from './index.ts';

const secrets = {
  jmo: `whsec_${randomBytes(32).toString('base64')}`,
  nfd: `whsec_${randomBytes(32).toString('base64')}`,
};

let testApp: TestApp;
let dataDir: string;
let alice: string;
let bob: string;
let admin: string;
/** What the app's webhook endpoint answered to each sandbox delivery. */
const answers: { status: number; outcome?: string }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-idv-'));
  testApp = await createTestApp({
    env: { DATA_DIR: dataDir, IDENTITY_JMO_WEBHOOK_SECRET: secrets.jmo, IDENTITY_NFD_WEBHOOK_SECRET: secrets.nfd },
  });
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Started = Reply & { provider: string; workflowRunId: string; token: string; path: string; status: string };

async function start(token: string, body: object = {}): Promise<Started> {
  const reply = await request(testApp.app, 'POST', '/api/identity-verification', token, body);
  expect(reply.body.responseCode).toBe('00');
  return reply.body as Started;
}

async function session(workflowRunId: string, token: string) {
  return request(testApp.app, 'POST', '/api/identity-verification/session', undefined, { workflowRunId, token });
}

async function capture(run: Started, side: string, documentType: number, bytes?: Buffer) {
  return captureRun(testApp.app, run, side, documentType, bytes);
}

async function submit(run: Started, sandboxOutcome?: string) {
  return submitRun(testApp.app, run, sandboxOutcome);
}

/** The sandbox's pending result of a run, as its delivery job holds it. */
async function pendingResult(workflowRunId: string): Promise<SandboxResult> {
  return pendingSandboxResult(testApp, workflowRunId);
}

/** Delivers a run's result as the sandbox's job does: a signed POST to the app's own webhook route. */
async function deliver(workflowRunId: string): Promise<void> {
  answers.push(await deliverSandboxResult(testApp, secrets, workflowRunId));
}

async function documentsOf(token: string): Promise<ListedDocument[]> {
  const reply = await callMethod(testApp.app, 'documentList', {}, token);
  return reply.body.documents as ListedDocument[];
}

/** How many files the local file store holds (`$DATA_DIR/files`, its temporary folder aside). */
async function storedFileCount(): Promise<number> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.parentPath.endsWith(`${path.sep}tmp`)).length;
}

async function runRow(workflowRunId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(identityVerificationRuns)
    .where(eq(identityVerificationRuns.workflowRunId, workflowRunId));
  if (!row) throw new Error('no run');
  return row;
}

describe('identity verification', () => {
  it('approves a sandbox run through a signed webhook and confirms an identity document', async () => {
    const run = await start(alice);
    // alice lives in GB and her brand names no provider: nfd (decision 0071).
    expect(run.provider).toBe('nfd');
    expect(run.path).toBe(`/identity-verification/${run.workflowRunId}/${run.token}`);
    expect((await runRow(run.workflowRunId)).tokenHash).not.toContain(run.token);
    const customerId = (await runRow(run.workflowRunId)).customerId;
    // Started is not running yet: only captures sent to the provider are (decision 0071).
    expect(await isIdentityVerificationRunning(testApp.database.db, customerId)).toBe(false);

    expect((await capture(run, 'documentFront', 1)).body.responseCode).toBe('00');
    const early = await submit(run);
    expect(early.body.responseCode).toBe('VF');
    expect(early.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'selfie', code: 'capture_required' }),
    ]);
    const selfie = await capture(run, 'selfie', 1);
    expect(selfie.body.session?.captured).toEqual(['documentFront', 'selfie']);

    const submitted = await submit(run, 'approved');
    expect(submitted.body.responseCode).toBe('00');
    expect((submitted.body.session as IdentityVerificationSession).status).toBe('submitted');
    expect(await isIdentityVerificationRunning(testApp.database.db, customerId)).toBe(true);
    expect((await capture(run, 'selfie', 1)).body.validationErrors).toEqual([
      expect.objectContaining({ code: 'verification_not_open' }),
    ]);
    const before = await documentsOf(alice);

    await deliver(run.workflowRunId);
    expect(answers.at(-1)).toEqual({ status: 200, outcome: 'applied' });
    const after = await session(run.workflowRunId, run.token);
    expect((after.body.session as IdentityVerificationSession).status).toBe('approved');
    const added = (await documentsOf(alice)).filter((doc) => !before.some((old) => old.id === doc.id));
    expect(added).toEqual([
      expect.objectContaining({ categoryId: 1, documentTypeId: 1, statusId: documentStatuses.confirmed }),
    ]);
    expect(await isIdentityVerificationRunning(testApp.database.db, customerId)).toBe(false);
    const listed = await callMethod(testApp.app, 'identityVerificationList', {}, alice);
    expect(listed.body.runs).toEqual(
      expect.arrayContaining([expect.objectContaining({ workflowRunId: run.workflowRunId, status: 'approved' })]),
    );
  });

  it('declines a run with its reasons, and a replay of the webhook changes nothing', async () => {
    const run = await start(alice);
    await capture(run, 'documentFront', 4);
    const missingBack = await submit(run, 'declinedSelfieMismatch');
    expect(missingBack.body.validationErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'documentBack', code: 'capture_required' })]),
    );
    await capture(run, 'documentBack', 4);
    expect((await capture(run, 'selfie', 4)).body).toMatchObject({ responseCode: '00' });
    const declinedSubmit = await submit(run, 'declinedSelfieMismatch');
    expect(declinedSubmit.body.validationErrors).toEqual([]);
    const before = await documentsOf(alice);

    const result = await pendingResult(run.workflowRunId);
    const { headers, body } = sandboxIdentityWebhook(secrets.nfd, result);
    const first = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/identity-verification/nfd',
      headers,
      payload: body,
    });
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const declined = await runRow(run.workflowRunId);
    expect(declined).toMatchObject({ status: 'declined', declineReasons: ['selfieMismatch'] });
    const added = (await documentsOf(alice)).filter((doc) => !before.some((old) => old.id === doc.id));
    expect(added).toEqual([
      expect.objectContaining({
        documentTypeId: 4,
        statusId: documentStatuses.rejected,
        rejectReason: 'selfieMismatch',
      }),
    ]);

    // A result is final: a later one for the same run (any event id) is ignored.
    const later = await withTransaction(testApp.database.db, (tx) =>
      recordIdentityVerificationResult(tx, {
        workflowRunId: run.workflowRunId,
        result: 'approved',
        declineReasons: [],
      }),
    );
    expect(later).toBe('ignored');

    const replay = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/identity-verification/nfd',
      headers,
      payload: body,
    });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await documentsOf(alice)).toHaveLength(before.length + 1);
    expect(await runRow(run.workflowRunId)).toEqual(declined);
  });

  it('refuses a forged signature with 401 and changes nothing', async () => {
    const run = await start(alice, { method: 'document' });
    await capture(run, 'documentFront', 1);
    await capture(run, 'selfie', 1);
    await submit(run, 'review');
    const result = await pendingResult(run.workflowRunId);
    const forged = sandboxIdentityWebhook(`whsec_${randomBytes(32).toString('base64')}`, {
      ...result,
      result: 'approved',
    });
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/identity-verification/nfd',
      headers: forged.headers,
      payload: forged.body,
    });
    expect(reply.statusCode).toBe(401);
    // Signed by the other provider's secret: refused too.
    const otherProvider = sandboxIdentityWebhook(secrets.jmo, result);
    const cross = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/identity-verification/nfd',
      headers: otherProvider.headers,
      payload: otherProvider.body,
    });
    expect(cross.statusCode).toBe(401);
    expect((await runRow(run.workflowRunId)).status).toBe('submitted');

    // The genuine result still applies afterwards: review puts the document under investigation.
    await deliver(run.workflowRunId);
    expect(answers.at(-1)).toEqual({ status: 200, outcome: 'applied' });
    expect((await runRow(run.workflowRunId)).status).toBe('review');
    const [newest] = await documentsOf(alice);
    expect(newest?.statusId).toBe(documentStatuses.underInvestigation);
  });

  it('refuses a wrong, stale or another run’s token, and nothing is stored', async () => {
    const run = await start(alice);
    const wrongToken = randomBytes(32).toString('base64url');
    const wrong = await session(run.workflowRunId, wrongToken);
    expect(wrong.status).toBe(200);
    expect(wrong.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'token', code: 'verification_link_invalid' }),
    ]);
    const captures = await capture({ ...run, token: wrongToken }, 'documentFront', 1);
    expect(captures.body.responseCode).toBe('VF');
    expect((await session(run.workflowRunId, run.token)).body.session).toMatchObject({ captured: [] });

    // Resuming issues a new token: the previous one stops working.
    const resumed = await start(alice);
    expect(resumed.workflowRunId).toBe(run.workflowRunId);
    expect((await session(run.workflowRunId, run.token)).body.responseCode).toBe('VF');
    expect((await session(run.workflowRunId, resumed.token)).body.responseCode).toBe('00');

    // bob's token does not open alice's run.
    const bobs = await start(bob);
    expect((await session(run.workflowRunId, bobs.token)).body.responseCode).toBe('VF');

    // An expired token is refused.
    await testApp.database.db
      .update(identityVerificationRuns)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityVerificationRuns.workflowRunId, resumed.workflowRunId));
    expect((await session(resumed.workflowRunId, resumed.token)).body.responseCode).toBe('VF');
    // And the next start begins a new run, the old one expired.
    const fresh = await start(alice);
    expect(fresh.workflowRunId).not.toBe(run.workflowRunId);
    expect((await runRow(run.workflowRunId)).status).toBe('expired');
  });

  it('refuses a file that is not an image', async () => {
    const run = await start(bob);
    const reply = await capture(run, 'documentFront', 1, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(reply.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'image', code: 'file_type_not_allowed' }),
    ]);
  });

  it("refuses another customer's runs and starts", async () => {
    const aliceRun = await start(alice, { method: 'video' });
    expect(aliceRun.path).toBe(`/video-identity-job/${aliceRun.workflowRunId}`);
    const bobReads = await request(testApp.app, 'GET', `/api/video-identity-jobs/${aliceRun.workflowRunId}`, bob);
    expect(bobReads.body.responseCode).toBe('NF');
    const bobFinishes = await request(
      testApp.app,
      'POST',
      `/api/video-identity-jobs/${aliceRun.workflowRunId}/finish`,
      bob,
      {},
    );
    expect(bobFinishes.body.responseCode).toBe('NF');
    const aliceCustomerId = (await runRow(aliceRun.workflowRunId)).customerId;
    const bobStarts = await request(
      testApp.app,
      'POST',
      `/api/customers/${aliceCustomerId}/identity-verification`,
      bob,
      {},
    );
    expect(bobStarts.body.responseCode).toBe('NF');
    const bobList = await callMethod(testApp.app, 'identityVerificationList', {}, bob);
    expect(JSON.stringify(bobList.body.runs)).not.toContain(aliceRun.workflowRunId);

    // An administrator may start one for alice; a representative only for a business.
    const byAdmin = await request(
      testApp.app,
      'POST',
      `/api/customers/${aliceCustomerId}/identity-verification`,
      admin,
      {
        representativeId: 1,
      },
    );
    expect(byAdmin.body.validationErrors).toEqual([expect.objectContaining({ field: 'representativeId' })]);

    // alice finishes her own video call; the result follows by webhook.
    const finished = await request(
      testApp.app,
      'POST',
      `/api/video-identity-jobs/${aliceRun.workflowRunId}/finish`,
      alice,
      { sandboxOutcome: 'approved' },
    );
    expect(finished.body).toMatchObject({ responseCode: '00', job: { status: 'submitted' } });
    await deliver(aliceRun.workflowRunId);
    const read = await request(testApp.app, 'GET', `/api/video-identity-jobs/${aliceRun.workflowRunId}`, alice);
    expect(read.body).toMatchObject({ job: { status: 'approved' }, isSandbox: true });
  });

  it("writes a finished video job's report as the identity document, once, like a hosted-page result", async () => {
    // Proves decision 0088: the provider's video report becomes a confirmed ProofOfIdentity PDF; a replay stores nothing.
    const run = await start(bob, { method: 'video' });
    expect(run.path).toBe(`/video-identity-job/${run.workflowRunId}`);
    const before = await documentsOf(bob);
    const finished = await request(testApp.app, 'POST', `/api/video-identity-jobs/${run.workflowRunId}/finish`, bob, {
      sandboxOutcome: 'approved',
    });
    expect(finished.body.responseCode).toBe('00');
    const filesBefore = await storedFileCount();
    const result = await pendingResult(run.workflowRunId);
    await deliver(run.workflowRunId);
    expect(answers.at(-1)).toEqual({ status: 200, outcome: 'applied' });

    const added = (await documentsOf(bob)).filter((doc) => !before.some((old) => old.id === doc.id));
    expect(added).toEqual([
      expect.objectContaining({
        categoryId: 1,
        documentTypeId: 1,
        statusId: documentStatuses.confirmed,
        mimeType: 'application/pdf',
      }),
    ]);
    const row = await runRow(run.workflowRunId);
    expect(row).toMatchObject({ status: 'approved', documentId: added[0]?.id });
    expect(await storedFileCount()).toBe(filesBefore + 1);
    // The document's file is the report, readable like any document's.
    const file = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${added[0]?.id}/file`,
      headers: { authorization: `Bearer ${bob}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The same event again: 'duplicate', and neither a document nor a file more.
    const { headers, body } = sandboxIdentityWebhook(secrets[result.provider], result);
    const replay = await testApp.app.inject({
      method: 'POST',
      url: `/api/webhooks/identity-verification/${result.provider}`,
      headers,
      payload: body,
    });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await documentsOf(bob)).toHaveLength(before.length + 1);
    expect(await storedFileCount()).toBe(filesBefore + 1);
  });

  it("counts an approved check as the new customer's identity step, and keeps her on KYC until her address is proven", async () => {
    // Proves the KYC journey's middle: the confirmed identity document is provided, yet a file without a proof of address is not in final review.
    const mia = (await signIn(testApp.app, 'mia@example.com')).accessToken;
    const run = await start(mia);
    await capture(run, 'documentFront', 1);
    await capture(run, 'selfie', 1);
    await submit(run, 'approved');
    expect(await callMethod(testApp.app, 'kycCustomerInfo', {}, mia)).toMatchObject({
      body: { verificationStatus: 'verificationProcessing', isIdentityVerificationRunning: true },
    });
    await deliver(run.workflowRunId);
    const info = await callMethod(testApp.app, 'kycCustomerInfo', {}, mia);
    expect(info.body).toMatchObject({
      verificationStatus: 'unverified',
      isNeedKyc: true,
      providedCategories: [1],
      documentStepNeeded: true,
      isIdentityVerificationRunning: false,
    });
  });

  // Proves decision 0093: the code alone opens nothing; with the app's verifier it gives the run's
  // token once; a wrong verifier spends it; another customer cannot ask for one.
  it('hands a run to the mobile app by a PKCE-bound one-time code', async () => {
    const aliceCustomerId = (await callMethod(testApp.app, 'customerInfo', {}, alice)).body.customer as {
      customerId: number;
    };
    const verifier = generateCodeVerifier();
    const codeChallenge = await codeChallengeS256(verifier);
    const handoff = (body: object, token = alice) =>
      request(testApp.app, 'POST', `/api/verification/customer/${aliceCustomerId.customerId}/verify`, token, body);
    const exchange = (code: string, codeVerifier: string) =>
      request(testApp.app, 'POST', '/api/verification/token', undefined, { code, codeVerifier });

    expect((await handoff({ type: 'document', codeChallenge: 'short' })).body.validationErrors[0]).toMatchObject({
      field: 'codeChallenge',
      code: 'invalid_code_challenge',
    });
    expect((await handoff({ type: 'document', codeChallenge }, bob)).body.responseCode).toBe('NF');
    const issued = await handoff({ type: 'document', codeChallenge });
    expect(issued.body).toMatchObject({
      responseCode: '00',
      workflowRunId: expect.any(String),
      code: expect.any(String),
    });
    expect(issued.body.token).toBeUndefined();
    const code = issued.body.code as string;

    const traded = await exchange(code, verifier);
    expect(traded.body).toMatchObject({
      responseCode: '00',
      workflowRunId: issued.body.workflowRunId,
      status: 'created',
    });
    const token = traded.body.token as string;
    expect((await session(traded.body.workflowRunId as string, token)).body.responseCode).toBe('00');
    // Single use.
    expect((await exchange(code, verifier)).body.validationErrors[0]).toMatchObject({
      code: 'verification_link_invalid',
    });
    // A wrong verifier is refused and spends the code, so the right one cannot follow.
    const second = (await handoff({ type: 'document', codeChallenge })).body.code as string;
    expect((await exchange(second, generateCodeVerifier())).body.validationErrors[0]).toMatchObject({
      code: 'verification_link_invalid',
    });
    expect((await exchange(second, verifier)).body.responseCode).toBe('VF');
    expect((await exchange('x'.repeat(43), verifier)).body.responseCode).toBe('VF');
  });

  it('opens one run when two starts arrive at once', async () => {
    const acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
    const [first, second] = await Promise.all([start(acme), start(acme)]);
    expect(second.workflowRunId).toBe(first.workflowRunId);
    const runs = await callMethod(testApp.app, 'identityVerificationList', {}, acme);
    expect(runs.body.runs).toHaveLength(1);
  });

  it('picks the brand’s provider first, then the residence country', () => {
    expect(chooseIdentityProvider({ identityVerificationProvider: 'jmo' }, 'DE')).toBe('jmo');
    expect(chooseIdentityProvider({}, 'de')).toBe('nfd');
    expect(chooseIdentityProvider({}, 'US')).toBe('jmo');
    expect(chooseIdentityProvider(undefined, null)).toBe('jmo');
  });
});

describe('the log', () => {
  it('never carries a run token or a link secret: not from the hosted page path, the e-mailed links, nor the page calls', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const access = (await signIn(logged.app, 'alice@example.com')).accessToken;
      const started = await request(logged.app, 'POST', '/api/identity-verification', access, {});
      const token = String(started.body.token);
      await logged.app.inject({ method: 'GET', url: String(started.body.path) });
      await request(logged.app, 'POST', '/api/identity-verification/session', undefined, {
        workflowRunId: started.body.workflowRunId,
        token,
      });
      expect(lines.some((line) => line.includes('/identity-verification/:workflowRunId/:token'))).toBe(true);
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
      // The e-mailed links of a business's people carry their secrets in the path too (decisions 0107, 0112).
      const secret = 'S'.repeat(43);
      await logged.app.inject({ method: 'GET', url: `/person-verification/${secret}` });
      await logged.app.inject({ method: 'GET', url: `/resolution-sign/${secret}` });
      expect(lines.some((line) => line.includes('/person-verification/:secret'))).toBe(true);
      expect(lines.some((line) => line.includes('/resolution-sign/:token'))).toBe(true);
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
