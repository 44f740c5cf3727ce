import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accessRightLevels } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { multipartBody, photo } from '../../../test/upload-fixtures.ts';
import { customerAccessRights, documents, users } from '../../db/schema/index.ts';

// What a level lets a user do for another customer, on routes as on methods (decisions 0028, 0101):
// uploading (5) only uploads documents; acting for a customer shows that customer's profile.

let testApp: TestApp;
let dataDir: string;
let acmeId: number;
let bob: string;
let alice: string;

async function userOf(email: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row;
}

async function uploadFor(token: string, customerId: number | undefined, documentType = 1) {
  const { payload, contentType } = multipartBody([
    { name: 'data', value: JSON.stringify({ documentType }) },
    {
      name: 'document',
      filename: 'passport.jpg',
      contentType: 'image/jpeg',
      bytes: await photo().jpeg().toBuffer(),
    },
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/?method=documentUpload',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      ...(customerId === undefined ? {} : { 'customer-id': String(customerId) }),
    },
    payload,
  });
  return response.json<Reply>();
}

async function documentsOf(customerId: number) {
  return testApp.database.db.select().from(documents).where(eq(documents.customerId, customerId));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-acting-rights-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  const acme = await userOf('acme@example.com');
  acmeId = acme.customerId;
  await testApp.database.db.insert(customerAccessRights).values([
    { customerId: acmeId, userId: (await userOf('bob@example.com')).id, accessRight: accessRightLevels.uploading },
    { customerId: acmeId, userId: (await userOf('alice@example.com')).id, accessRight: accessRightLevels.read },
  ]);
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('level 5 (uploading) uploads documents for the customer, and nothing else', () => {
  it("uploads a document for acme through the customer-id header, stored as acme's", async () => {
    // Proves uploading grants the document upload route (today's gap: level 5 granted nothing).
    const before = (await documentsOf(acmeId)).length;
    const reply = await uploadFor(bob, acmeId);
    expect(reply.responseCode).toBe('00');
    expect(await documentsOf(acmeId)).toHaveLength(before + 1);
  });

  it('refuses reading and paying for acme to the uploader, and uploading to a read-only user', async () => {
    // Proves uploading grants no money: a representative sees only company documents (decision 0103).
    for (const method of ['accountList', 'transactionHistory', 'accessRightsList', 'profileGet'] as const) {
      const { body } = await callMethod(testApp.app, method, { fromCustomerId: acmeId }, bob);
      expect(body.responseCode, method).toBe('13');
    }
    const transfer = await callMethod(
      testApp.app,
      'p2pFee',
      { fromCustomerId: acmeId, fromAccount: 1, toEmail: 'alice@example.com', amount: '1.00', currency: 'USD' },
      bob,
    );
    expect(transfer.body.responseCode).toBe('13');
    const before = (await documentsOf(acmeId)).length;
    expect((await uploadFor(alice, acmeId)).responseCode).toBe('13');
    expect(await documentsOf(acmeId)).toHaveLength(before);
  });

  it('refuses a route for a customer the caller holds nothing on, and an export needs read', async () => {
    // Proves the route adapter checks the customer-id header like the dispatcher does.
    const nova = await userOf('nova@example.com');
    expect((await uploadFor(bob, nova.customerId)).responseCode).toBe('13');
    const statements = await testApp.app.inject({
      method: 'GET',
      url: '/api/history/export.csv',
      headers: { authorization: `Bearer ${bob}`, 'customer-id': String(acmeId) },
    });
    expect(statements.json<Reply>().responseCode).toBe('13');
  });
});

describe('a representative sees only company documents (decision 0103)', () => {
  it("reads who acme is and acme's documents, not its money, and finds acme among its accesses", async () => {
    // Proves the `member` need: the company documents page works for level 5, with no balance in sight.
    const info = await callMethod(testApp.app, 'customerInfo', { fromCustomerId: acmeId }, bob);
    expect(info.body).toMatchObject({
      responseCode: '00',
      customer: { customerId: acmeId, businessName: 'Acme Trading Ltd' },
    });
    const listed = await callMethod(testApp.app, 'documentList', { fromCustomerId: acmeId }, bob);
    expect(listed.body.responseCode).toBe('00');
    const ids = (listed.body.documents as { customerId?: number; id: number }[]).map((document) => document.id);
    const acmeDocuments = (await documentsOf(acmeId)).map((document) => document.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => acmeDocuments.includes(id))).toBe(true);
    const types = await callMethod(testApp.app, 'documentTypes', { fromCustomerId: acmeId }, bob);
    expect(types.body.responseCode).toBe('00');
    const accesses = await callMethod(testApp.app, 'customerAccessList', { fromCustomerId: acmeId }, bob);
    expect(accesses.body.responseCode).toBe('00');
    const acme = (accesses.body.accesses as { id: number; accessList: string[]; accounts?: unknown[] }[]).find(
      (access) => access.id === acmeId,
    );
    expect(acme?.accessList).toEqual(['documentUpload']);
    expect(acme?.accounts ?? []).toEqual([]);
  });

  it("uploads a company document for acme, checked against acme's type, not the representative's", async () => {
    // Proves the fix: a personal representative may file a certificate of incorporation (type 30) for a business.
    const reply = await uploadFor(bob, acmeId, 30);
    expect(reply.responseCode).toBe('00');
    const own = await uploadFor(bob, undefined, 30);
    expect(own).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'documentType', code: 'invalid_value' }],
    });
  });

  it('loads the brand and dictionaries with the customer-id header of any access', async () => {
    // Proves the fix: a public method ignores the acting customer, so a page reload works for a representative.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=brandConfig',
      headers: { authorization: `Bearer ${bob}`, 'customer-id': String(acmeId) },
      payload: { method: 'brandConfig' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Reply>().responseCode).toBe('00');
  });

  it('refuses the same reads to a user holding no right on acme', async () => {
    // Proves `member` is not granted without a right: henry holds nothing on acme.
    const henry = (await signIn(testApp.app, 'henry@example.com')).accessToken;
    for (const method of ['customerInfo', 'documentList'] as const) {
      const { body } = await callMethod(testApp.app, method, { fromCustomerId: acmeId }, henry);
      expect(body.responseCode, method).toBe('13');
    }
  });
});

describe('profileGet acting for a customer', () => {
  it("answers the acting customer's login, e-mails and phones, not the caller's", async () => {
    // Proves the fix: alice reading acme's profile sees acme's sign-in e-mail.
    const own = await callMethod(testApp.app, 'profileGet', {}, alice);
    expect(own.body).toMatchObject({ responseCode: '00', username: 'alice@example.com' });
    const { body } = await callMethod(testApp.app, 'profileGet', { fromCustomerId: acmeId }, alice);
    expect(body.responseCode).toBe('00');
    expect(body.username).toBe('acme@example.com');
    const emails = (body.emails as { email: string }[]).map((email) => email.email);
    expect(emails).toContain('acme@example.com');
    expect(emails).not.toContain('alice@example.com');
    expect(body.emails).not.toEqual(own.body.emails);
  });
});
