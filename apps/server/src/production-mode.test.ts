import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { methods, type MethodDeclaration } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureRun, submitRun } from '../test/identity-runs.ts';
import { createProductionTestApp } from '../test/production-test-app.ts';
import { callMethod, createTestApp, request, signIn, type Reply, type TestApp } from '../test/test-app.ts';

// Decision 0136: in production (SANDBOX=false) the sandbox-only methods and fields do not exist. The
// app is built with stand-ins for the real adapters (test/production-test-app.ts) on a seeded test
// database, so that an administrator and a customer can sign in; main.ts would refuse that database.

const sandboxOnlyMethods = Object.values(methods as Record<string, MethodDeclaration>)
  .filter((declaration) => declaration.sandboxOnly === true)
  .map((declaration) => declaration.name);

/** A request body each sandbox-only method would accept in a sandbox. */
const validBodies: Record<string, Record<string, unknown>> = {
  depositSimulate: { amount: '250000.00', currencyCode: 'USD', reference: 'X', senderName: 'Prod Insider' },
  cryptoSandboxDeposit: { currencyCode: 'BTC', address: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl', amount: '1' },
  cryptoSandboxMine: { blocks: 3 },
  outboxList: {},
  smsOutboxList: {},
};

let production: TestApp;
let sandbox: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-production-mode-'));
  production = await createProductionTestApp({ env: { DATA_DIR: dataDir } });
  sandbox = await createTestApp();
});

afterAll(async () => {
  await production.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sandbox-only methods in production (decision 0136)', () => {
  it("answers 'IM' to an administrator for every sandbox-only method, as for an unknown one", async () => {
    // Proves finding N-H1's depositSimulate and cryptoSandbox* credits and the outboxes' codes are gone.
    expect(sandboxOnlyMethods.sort()).toEqual(Object.keys(validBodies).sort());
    const admin = (await signIn(production.app, 'admin@example.com')).accessToken;
    const unknown = await callMethod(production.app, 'noSuchMethod', {}, admin);
    expect(unknown.body.responseCode).toBe('IM');
    for (const name of sandboxOnlyMethods) {
      const { status, body } = await callMethod(production.app, name, validBodies[name], admin);
      expect({ name, status, code: body.responseCode, text: body.responseDescription }).toEqual({
        name,
        status: unknown.status,
        code: 'IM',
        text: `Unknown method: ${name}.`,
      });
    }
  });

  it('keeps them in a sandbox, where an administrator still drives the simulators', async () => {
    // Proves the declaration closes production only: the demo's sandbox chain and outboxes still answer.
    const admin = (await signIn(sandbox.app, 'admin@example.com')).accessToken;
    expect((await callMethod(sandbox.app, 'cryptoSandboxMine', { blocks: 1 }, admin)).body.responseCode).toBe('00');
    expect((await callMethod(sandbox.app, 'smsOutboxList', {}, admin)).body.responseCode).toBe('00');
  });

  it('leaves them out of the OpenAPI document in production only', async () => {
    // Proves the reference does not advertise a method that does not exist there.
    const pathsOf = async (app: TestApp['app']) =>
      Object.keys(
        (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{ paths: Record<string, unknown> }>()
          .paths,
      );
    const productionPaths = await pathsOf(production.app);
    const sandboxPaths = await pathsOf(sandbox.app);
    for (const name of sandboxOnlyMethods) {
      expect(productionPaths).not.toContain(`/api/?method=${name}`);
      expect(sandboxPaths).toContain(`/api/?method=${name}`);
    }
    expect(productionPaths).toContain('/api/?method=accountList');
  });
});

describe("the identity sandbox's chosen outcome in production (decision 0136)", () => {
  type Started = Reply & { workflowRunId: string; token: string };

  it('refuses sandboxOutcome on a hosted-page submit; the run is submitted without it', async () => {
    // Proves a customer can no longer pick "approved" as her own identity-check result (finding N-H1).
    const mia = (await signIn(production.app, 'mia@example.com')).accessToken;
    const started = await request(production.app, 'POST', '/api/identity-verification', mia, { method: 'document' });
    expect(started.body.responseCode).toBe('00');
    const run = started.body as Started;
    expect((await captureRun(production.app, run, 'documentFront', 1)).body.responseCode).toBe('00');
    expect((await captureRun(production.app, run, 'selfie', 1)).body.responseCode).toBe('00');

    const chosen = await submitRun(production.app, run, 'approved');
    expect(chosen.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [expect.objectContaining({ field: 'sandboxOutcome', code: 'invalid' })],
    });
    const plain = await submitRun(production.app, run);
    expect(plain.body).toMatchObject({ responseCode: '00', session: { status: 'submitted', isSandbox: false } });
  });

  it("refuses sandboxOutcome when a video job's call ends", async () => {
    // Proves the video path has no sandbox door either.
    const kate = (await signIn(production.app, 'kate@example.com')).accessToken;
    const started = await request(production.app, 'POST', '/api/identity-verification', kate, { method: 'video' });
    expect(started.body.responseCode).toBe('00');
    const { workflowRunId } = started.body as Started;
    const finish = `/api/video-identity-jobs/${workflowRunId}/finish`;
    const chosen = await request(production.app, 'POST', finish, kate, { sandboxOutcome: 'approved' });
    expect(chosen.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [expect.objectContaining({ field: 'sandboxOutcome' })],
    });
    const plain = await request(production.app, 'POST', finish, kate, {});
    expect(plain.body).toMatchObject({ responseCode: '00', job: { status: 'submitted' }, isSandbox: false });
  });
});
