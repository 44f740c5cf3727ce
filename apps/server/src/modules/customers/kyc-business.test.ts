import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentCategories, type ListedDocument } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { pdfWithPages, photo, uploadDocument } from '../../../test/upload-fixtures.ts';

// The business variant of "Send for review" (spec 002 §2, §4; decision 0094):
// an unverified business (demo nova) is held on business-kyc, and kycRequest asks for its
// representative's identity and address, the company's registration and a control document.

let testApp: TestApp;
let dataDir: string;
let nova: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-kyc-business-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'error' }, logStream: process.stderr });
  nova = (await signIn(testApp.app, 'nova@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(documentType: number, bytes: Buffer, filename: string): Promise<ListedDocument> {
  return uploadDocument(testApp.app, nova, documentType, bytes, filename);
}

const pdf = async () => Buffer.from(await (await pdfWithPages(1)).save());

/** Asks for the review and expects 'VF' document_required naming `categoryId`, with nothing stored. */
async function expectMissing(categoryId: number) {
  const reply = await callMethod(testApp.app, 'kycRequest', {}, nova);
  expect(reply.body.responseCode).toBe('VF');
  expect(reply.body.validationErrors).toHaveLength(1);
  expect(reply.body.validationErrors[0]).toMatchObject({
    field: 'categoryId',
    code: 'document_required',
    description: expect.stringContaining(`category ${categoryId}`) as unknown,
  });
  const info = await callMethod(testApp.app, 'kycCustomerInfo', {}, nova);
  expect(info.body.reviewRequestedAt).toBeUndefined();
}

describe('kycRequest for a business (decision 0094)', () => {
  // Proves the seeded business starts unverified and held on the KYC page (business-kyc on the web).
  it('starts unverified with nothing provided', async () => {
    const info = await callMethod(testApp.app, 'customerInfo', {}, nova);
    expect(info.body.customer).toMatchObject({ customerType: 'business', verified: false, isNeedKyc: true });
  });

  // Proves each required category is asked for in turn, the optional company address never, and the review then starts.
  it('asks for identity, address, registration and control documents in turn, then hands the file over', async () => {
    await expectMissing(documentCategories.ProofOfIdentity);
    await upload(1, await photo().jpeg().toBuffer(), 'passport.jpg');
    await expectMissing(documentCategories.ProofOfAddress);
    await upload(11, await pdf(), 'statement.pdf');
    // Identity and address are all a person needs; a business is not done yet.
    await expectMissing(documentCategories.BusinessRegistration);
    await upload(30, await pdf(), 'incorporation.pdf');
    await expectMissing(documentCategories.ControlDocument);
    await upload(60, await pdf(), 'shareholders.pdf');

    const reply = await callMethod(testApp.app, 'kycRequest', {}, nova);
    expect(reply.body).toMatchObject({
      responseCode: '00',
      verificationStatus: 'processing',
      isNeedKyc: false,
      documentsAwaitingReview: 4,
      providedCategories: [
        documentCategories.ProofOfIdentity,
        documentCategories.ProofOfAddress,
        documentCategories.BusinessRegistration,
        documentCategories.ControlDocument,
      ],
    });
    expect(typeof reply.body.reviewRequestedAt).toBe('string');
  });
});

describe('the final review of a business (decisions 0090, 0094)', () => {
  // Proves the derivation and the final review read the same business rule: the representative's
  // identity and address confirmed are not enough while the company's documents are not confirmed.
  it('keeps a business unverified, and refuses to verify it, until its company documents are confirmed', async () => {
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    const novaId = ((await callMethod(testApp.app, 'customerInfo', {}, nova)).body.customer as { customerId: number })
      .customerId;
    const file = await callMethod(testApp.app, 'kycCustomerFile', { customerId: novaId }, admin);
    const documents = (file.body.documents as ListedDocument[]).filter((document) => !document.isSubDocument);
    const approve = (document: ListedDocument) =>
      callMethod(
        testApp.app,
        'kycDocumentReview',
        { documentId: document.id, decision: 'approve', reason: 'Matches the business' },
        admin,
      );
    const representative = documents.filter((document) =>
      [documentCategories.ProofOfIdentity, documentCategories.ProofOfAddress].includes(document.categoryId as 1 | 2),
    );
    expect(representative.length).toBeGreaterThanOrEqual(2);
    for (const document of representative) expect((await approve(document)).body.responseCode).toBe('00');
    const verify = () =>
      callMethod(testApp.app, 'kycCustomerVerify', { customerId: novaId, verified: true, reason: 'Complete?' }, admin);
    expect((await verify()).body.validationErrors[0]).toMatchObject({
      field: 'customerId',
      code: 'documents_not_confirmed',
    });
    for (const document of documents.filter((candidate) => !representative.includes(candidate)))
      expect((await approve(document)).body.responseCode).toBe('00');
    expect((await callMethod(testApp.app, 'kycCustomerInfo', {}, nova)).body.verificationStatus).toBe('finalReview');
    expect((await verify()).body.responseCode).toBe('00');
  });
});
