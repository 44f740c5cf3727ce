import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureRun, deliverSandboxResult, submitRun, type RunCredential } from '../../../test/identity-runs.ts';
import { callMethod, createTestApp, request, signIn, type TestApp } from '../../../test/test-app.ts';
import { documents, outboxMessages, users } from '../../db/schema/index.ts';

// A director's or owner's own identity verification by their e-mailed link
// (decision 0112): the link starts a provider run keyed by the business person, the hosted page
// captures, the provider's signed result becomes the person's status.

const secrets = {
  jmo: `whsec_${randomBytes(32).toString('base64')}`,
  nfd: `whsec_${randomBytes(32).toString('base64')}`,
};
let testApp: TestApp;
let dataDir: string;
let acme: string;
let acmeId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-person-idv-'));
  testApp = await createTestApp({
    env: { DATA_DIR: dataDir, IDENTITY_JMO_WEBHOOK_SECRET: secrets.jmo, IDENTITY_NFD_WEBHOOK_SECRET: secrets.nfd },
  });
  const [acmeUser] = await testApp.database.db.select().from(users).where(eq(users.email, 'acme@example.com'));
  acmeId = acmeUser?.customerId ?? 0;
  acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

function newPerson(firstName: string, email: string) {
  return {
    firstName,
    lastName: 'Vance',
    birthday: '1979-06-14',
    email,
    phone: '+44 7700 900778',
    address: { address1: '8 Fleet Street', city: 'London', postalCode: 'EC4Y 1AA', countryCode: 'GB' },
    taxId: { countryCode: 'GB', taxId: '1234567890' },
  };
}

/** The secret in the newest verification link e-mailed to `to`. */
async function secretMailedTo(to: string): Promise<string> {
  const rows = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const secret = /\/person-verification\/([A-Za-z0-9_-]{43})/.exec(newest?.text ?? '')?.[1];
  if (!secret) throw new Error(`no verification link to ${to}`);
  return secret;
}

/** The credential in a hosted page's path `/identity-verification/{workflowRunId}/{token}`. */
function credentialOf(pagePath: string): RunCredential {
  const [, workflowRunId = '', token = ''] = /^\/identity-verification\/([^/]+)\/([^/]+)$/.exec(pagePath) ?? [];
  return { workflowRunId: decodeURIComponent(workflowRunId), token: decodeURIComponent(token) };
}

async function statusOf(email: string): Promise<string | undefined> {
  const { body } = await callMethod(testApp.app, 'businessPeopleList', {}, acme);
  const persons = (body.people as { persons: { fields: { email: string }; verificationStatus: string }[] }).persons;
  return persons.find((person) => person.fields.email === email)?.verificationStatus;
}

async function acmeDocumentCount(): Promise<number> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.customerId, acmeId));
  return row?.n ?? 0;
}

describe("a business person's own identity verification (decision 0112)", () => {
  it('a new director opens the link, verifies on the hosted page and becomes verified; the spent link then opens nothing', async () => {
    const email = 'petra.director@example.com';
    const added = await callMethod(testApp.app, 'businessDirectorAdd', { person: newPerson('Petra', email) }, acme);
    expect(added.body.responseCode).toBe('00');
    expect(await statusOf(email)).toBe('notStarted');
    const secret = await secretMailedTo(email);

    const opened = await callMethod(testApp.app, 'businessPersonVerificationOpen', { secret });
    expect(opened.body).toMatchObject({
      responseCode: '00',
      businessName: 'Acme Trading Ltd',
      personName: 'Petra Vance',
      path: expect.stringMatching(/^\/identity-verification\/(jmo|nfd)_[a-f0-9]{32}\/[A-Za-z0-9_-]{43}$/),
    });
    expect(await statusOf(email)).toBe('pending');
    const first = credentialOf(String(opened.body.path));
    const session = await request(testApp.app, 'POST', '/api/identity-verification/session', undefined, first);
    expect(session.body).toMatchObject({
      responseCode: '00',
      session: { status: 'created', isForBusinessPerson: true },
    });
    // The person's run is theirs, not the business's own verification.
    const listed = await callMethod(testApp.app, 'identityVerificationList', {}, acme);
    expect((listed.body.runs as { workflowRunId: string }[]).map((run) => run.workflowRunId)).not.toContain(
      first.workflowRunId,
    );

    // Opened again (the page was lost): the same run with a new page token; the old page stops working.
    const again = await callMethod(testApp.app, 'businessPersonVerificationOpen', { secret });
    expect(again.body.responseCode).toBe('00');
    const second = credentialOf(String(again.body.path));
    expect(second.workflowRunId).toBe(first.workflowRunId);
    const stale = await request(testApp.app, 'POST', '/api/identity-verification/session', undefined, first);
    expect(stale.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'verification_link_invalid' }] });

    const documentsBefore = await acmeDocumentCount();
    expect((await captureRun(testApp.app, second, 'documentFront', 1)).body.responseCode).toBe('00');
    expect((await captureRun(testApp.app, second, 'selfie', 1)).body.responseCode).toBe('00');
    expect((await submitRun(testApp.app, second)).body.responseCode).toBe('00');
    expect(await statusOf(email)).toBe('pending');
    expect(await deliverSandboxResult(testApp, secrets, second.workflowRunId)).toEqual({
      status: 200,
      outcome: 'applied',
    });
    expect(await statusOf(email)).toBe('verified');
    // The result is the person's: nothing is filed among the business's documents.
    expect(await acmeDocumentCount()).toBe(documentsBefore);

    const spent = await callMethod(testApp.app, 'businessPersonVerificationOpen', { secret });
    expect(spent.body.responseCode).toBe('NF');

    // The director can still be removed: their run keeps no hold on the person.
    const { body } = await callMethod(testApp.app, 'businessPeopleList', {}, acme);
    const petra = (body.people as { persons: { personId: number; fields: { email: string } }[] }).persons.find(
      (person) => person.fields.email === email,
    );
    const removed = await callMethod(testApp.app, 'businessDirectorRemove', { personId: petra?.personId }, acme);
    expect(removed.body.responseCode).toBe('00');
  });

  it('a declined verification marks the owner failed, and an unknown secret answers the same as a spent one', async () => {
    const email = 'otto.owner@example.com';
    const added = await callMethod(testApp.app, 'businessOwnerAdd', { person: newPerson('Otto', email) }, acme);
    expect(added.body.responseCode).toBe('00');
    const opened = await callMethod(testApp.app, 'businessPersonVerificationOpen', {
      secret: await secretMailedTo(email),
    });
    const run = credentialOf(String(opened.body.path));
    await captureRun(testApp.app, run, 'documentFront', 1);
    await captureRun(testApp.app, run, 'selfie', 1);
    expect((await submitRun(testApp.app, run, 'declinedSelfieMismatch')).body.responseCode).toBe('00');
    await deliverSandboxResult(testApp, secrets, run.workflowRunId);
    expect(await statusOf(email)).toBe('failed');

    const unknown = await callMethod(testApp.app, 'businessPersonVerificationOpen', {
      secret: randomBytes(32).toString('base64url'),
    });
    expect(unknown.body.responseCode).toBe('NF');
  });
});
