import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentStatuses, restrictionReasons, type KycInfo, type ListedDocument } from '@tessera/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { pdfWithPages, photo, uploadDocument } from '../../../test/upload-fixtures.ts';
import { adminAuditLog, ledgerAccounts, ledgerHolds } from '../../db/schema/index.ts';

// Verification (spec 002 §4; decision 0067): the status derived from the
// customer's documents and restrictions, the server refusing outgoing money to unverified and limited
// customers, and the back office that reviews documents, verifies customers and sets restrictions.

let testApp: TestApp;
let dataDir: string;
let admin: string;
let kate: string;
let bob: string;
let leo: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-kyc-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'error' }, logStream: process.stderr });
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
  kate = (await signIn(testApp.app, 'kate@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  leo = (await signIn(testApp.app, 'leo@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(token: string, documentType: number, bytes: Buffer, filename: string) {
  return uploadDocument(testApp.app, token, documentType, bytes, filename);
}

async function kyc(token: string): Promise<KycInfo> {
  const reply = await callMethod(testApp.app, 'kycCustomerInfo', {}, token);
  expect(reply.body.responseCode).toBe('00');
  return reply.body as unknown as KycInfo;
}

async function customerIdOf(token: string): Promise<number> {
  const reply = await callMethod(testApp.app, 'customerInfo', {}, token);
  return (reply.body.customer as { customerId: number }).customerId;
}

/** The customer's EUR account. */
async function eurAccountOf(token: string): Promise<number> {
  const reply = await callMethod(testApp.app, 'accountList', {}, token);
  const accounts = reply.body.accounts as { accountId: number; currencyCode: string }[];
  const eur = accounts.find((account) => account.currencyCode === 'EUR');
  if (!eur) throw new Error('no EUR account');
  return eur.accountId;
}

async function holdsOf(accountId: number) {
  return testApp.database.db.select().from(ledgerHolds).where(eq(ledgerHolds.accountId, accountId));
}

/** Sends 10.00 from the customer's first account to alice, in that account's currency. */
async function p2p(token: string) {
  const reply = await callMethod(testApp.app, 'accountList', {}, token);
  const [account] = reply.body.accounts as { accountId: number; currencyCode: string }[];
  if (!account) throw new Error('no account');
  return callMethod(
    testApp.app,
    'p2pTransfer',
    { fromAccount: account.accountId, toEmail: 'alice@example.com', amount: '10.00', currency: account.currencyCode },
    token,
  );
}

describe('an unverified customer (spec 002 §4, decision 0063)', () => {
  // Proves a new customer is held on the KYC page by customer info, with the unverified banner.
  it('needs KYC, with the unverified banner linking to the profile', async () => {
    const info = await callMethod(testApp.app, 'customerInfo', {}, kate);
    expect(info.body.customer).toMatchObject({ verified: false, limited: false, isNeedKyc: true });
    const state = await kyc(kate);
    expect(state).toMatchObject({
      verificationStatus: 'unverified',
      isNeedKyc: true,
      documentStepNeeded: true,
      providedCategories: [],
      banner: { status: 'unverified', isWarning: true, link: '/profile' },
    });
  });

  // Proves the server refuses an unverified customer's payment to someone else, at the preview and the submit, holding nothing.
  it('cannot send money: the fee preview and the submit answer KYC and nothing is held', async () => {
    const account = await eurAccountOf(kate);
    const fee = await callMethod(
      testApp.app,
      'p2pFee',
      { fromAccount: account, toEmail: 'alice@example.com', amount: '10.00', currency: 'EUR' },
      kate,
    );
    expect(fee.body.responseCode).toBe('KYC');
    const submit = await p2p(kate);
    expect(submit.body.responseCode).toBe('KYC');
    expect(await holdsOf(account)).toEqual([]);
    const [row] = await testApp.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, account));
    expect(row?.balanceMinor).toBe(30_000n);
  });

  // Proves kycRequest refuses to hand over an empty file.
  it('cannot ask for a review before uploading an identity and an address document', async () => {
    const reply = await callMethod(testApp.app, 'kycRequest', {}, kate);
    expect(reply.body.responseCode).toBe('VF');
    expect(reply.body.validationErrors[0]).toMatchObject({ field: 'categoryId', code: 'document_required' });
  });
});

describe('review and verification (spec 002 §4, §6; decision 0067)', () => {
  let passport: ListedDocument;
  let bill: ListedDocument;

  // Proves documents with the reviewers move the customer to processing and off the KYC page.
  it('processes a customer whose passport and proof of address await review', async () => {
    passport = await upload(kate, 1, await photo().jpeg().toBuffer(), 'passport.jpg');
    bill = await upload(kate, 10, Buffer.from(await (await pdfWithPages(1)).save()), 'bill.pdf');
    const requested = await callMethod(testApp.app, 'kycRequest', {}, kate);
    expect(requested.body).toMatchObject({
      responseCode: '00',
      verificationStatus: 'processing',
      isNeedKyc: false,
      documentsAwaitingReview: 2,
      providedCategories: [1, 2],
    });
    expect(requested.body.reviewRequestedAt).toEqual(expect.any(String));
  });

  // Proves the review queue lists them for an administrator and refuses everyone else.
  it('lists the documents in the review queue for administrators only', async () => {
    const queue = await callMethod(testApp.app, 'kycReviewQueue', {}, admin);
    expect(queue.body.responseCode).toBe('00');
    const items = queue.body.documents as { document: ListedDocument; customerLogin: string }[];
    expect(items.filter((item) => item.customerLogin === 'kate@example.com').map((item) => item.document.id)).toEqual([
      passport.id,
      bill.id,
    ]);
    const refused = await callMethod(testApp.app, 'kycReviewQueue', {}, bob);
    expect(refused.status).toBe(403);
  });

  // Proves a rejection asks for another document (a required action), and a new upload replaces it.
  it('rejects a document with a reason the customer sees, and a new upload replaces it', async () => {
    const rejected = await callMethod(
      testApp.app,
      'kycDocumentReview',
      { documentId: bill.id, decision: 'reject', reason: 'The bill is older than three months.' },
      admin,
    );
    expect(rejected.body.document).toMatchObject({
      statusId: documentStatuses.rejected,
      rejectReason: 'The bill is older than three months.',
    });
    expect(await kyc(kate)).toMatchObject({ verificationStatus: 'hasRequiredActions', requiredActionCount: 1 });
    const again = await callMethod(
      testApp.app,
      'kycDocumentReview',
      { documentId: bill.id, decision: 'approve', reason: 'Second look' },
      admin,
    );
    expect(again.body.validationErrors[0]).toMatchObject({ field: 'documentId', code: 'not_awaiting_review' });
    bill = await upload(kate, 11, Buffer.from(await (await pdfWithPages(2)).save()), 'statement.pdf');
    expect(await kyc(kate)).toMatchObject({ verificationStatus: 'processing', requiredActionCount: 0 });
  });

  // Proves the final review: refused while a document is open, then verified, banner gone, money sent.
  it('verifies the customer once every document is confirmed, after which money can be sent', async () => {
    const kateId = await customerIdOf(kate);
    const early = await callMethod(
      testApp.app,
      'kycCustomerVerify',
      { customerId: kateId, verified: true, reason: 'Documents look fine' },
      admin,
    );
    expect(early.body.validationErrors[0]).toMatchObject({ code: 'documents_not_confirmed' });
    for (const document of [passport, bill]) {
      const approved = await callMethod(
        testApp.app,
        'kycDocumentReview',
        { documentId: document.id, decision: 'approve', reason: 'Matches the customer details' },
        admin,
      );
      expect(approved.body.responseCode).toBe('00');
    }
    expect(await kyc(kate)).toMatchObject({ verificationStatus: 'finalReview', documentStepNeeded: false });
    const queue = await callMethod(testApp.app, 'kycReviewQueue', {}, admin);
    expect(queue.body.finalReview).toEqual([expect.objectContaining({ customerLogin: 'kate@example.com' })]);
    const verified = await callMethod(
      testApp.app,
      'kycCustomerVerify',
      { customerId: kateId, verified: true, reason: 'Identity and address confirmed' },
      admin,
    );
    expect(verified.body).toMatchObject({ responseCode: '00', kyc: { verificationStatus: 'checked', verified: true } });
    const state = await kyc(kate);
    expect(state.banner).toBeUndefined();
    expect((await p2p(kate)).body.responseCode).toBe('00');
    const [audit] = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetCustomerId, kateId))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ action: 'kycCustomerVerify', reason: 'Identity and address confirmed' });
  });

  // Proves an administrator never decides on their own customer's documents.
  it("refuses an administrator's review of their own document", async () => {
    const own = await upload(admin, 1, await photo().jpeg().toBuffer(), 'me.jpg');
    const reply = await callMethod(
      testApp.app,
      'kycDocumentReview',
      { documentId: own.id, decision: 'approve', reason: 'Looks like me' },
      admin,
    );
    expect(reply.body.validationErrors[0]).toMatchObject({ field: 'documentId', code: 'own_document' });
    const queue = await callMethod(testApp.app, 'kycReviewQueue', {}, admin);
    const ids = (queue.body.documents as { document: ListedDocument }[]).map((item) => item.document.id);
    expect(ids).not.toContain(own.id);
  });
});

describe('restrictions (spec 002 §3 restriction reasons, decision 0063)', () => {
  // Proves the seeded limited customer: banner with the disclosed reason, sending refused with AL.
  it('limits a customer with expired documents: disclosed reason, sending refused', async () => {
    expect(await kyc(leo)).toMatchObject({
      verificationStatus: 'limited',
      limited: true,
      banner: {
        status: 'limited',
        link: '/limited-account',
        detailedDescription: 'banner.limited.reasons.expiredDocuments',
      },
      restriction: { reason: restrictionReasons.expiredDocuments, isDisclosed: true, liftedBy: 'newDocuments' },
    });
    expect((await p2p(leo)).body.responseCode).toBe('AL');
    const reason = await callMethod(testApp.app, 'customerLimitReason', {}, leo);
    expect(reason.body.restriction).toMatchObject({ reason: 1 });
  });

  // Proves a sanctions restriction freezes even own-account moves, is not disclosed, and lifting it restores sending.
  it('freezes a sanctioned customer without naming the reason, and lifting restores sending', async () => {
    const bobId = await customerIdOf(bob);
    const set = await callMethod(
      testApp.app,
      'kycRestrictionSet',
      { customerId: bobId, reason: restrictionReasons.sanctions, note: 'Name match on a sanctions list' },
      admin,
    );
    expect(set.body).toMatchObject({ responseCode: '00', kyc: { limited: true } });
    const restrictionId = (set.body.restrictions as { id: number; liftedAt?: string }[]).find(
      (row) => !row.liftedAt,
    )?.id;
    const twice = await callMethod(
      testApp.app,
      'kycRestrictionSet',
      { customerId: bobId, reason: restrictionReasons.sanctions, note: 'Again' },
      admin,
    );
    expect(twice.body.validationErrors[0]).toMatchObject({ code: 'already_restricted' });
    expect((await p2p(bob)).body.responseCode).toBe('AL');
    const accounts = (await callMethod(testApp.app, 'accountList', {}, bob)).body.accounts as {
      accountId: number;
      currencyCode: string;
    }[];
    // Refused before the accounts are even looked at: bob has one account, named twice.
    const own = accounts[0]?.accountId;
    const between = await callMethod(
      testApp.app,
      'betweenAccountsFee',
      { fromAccount: own, toAccount: own, amount: '1.00' },
      bob,
    );
    expect(between.body.responseCode).toBe('AL');
    const reason = await callMethod(testApp.app, 'customerLimitReason', {}, bob);
    expect(reason.body.restriction).toMatchObject({ isDisclosed: false, liftedBy: 'compliance' });
    expect(reason.body.restriction).not.toHaveProperty('reason');
    expect((await kyc(bob)).banner?.detailedDescription).toBe('banner.limited.reasons.underReview');

    const lifted = await callMethod(
      testApp.app,
      'kycRestrictionLift',
      { customerId: bobId, restrictionId, note: 'False positive: different date of birth' },
      admin,
    );
    expect(lifted.body).toMatchObject({ responseCode: '00', kyc: { limited: false, verificationStatus: 'checked' } });
    expect((await p2p(bob)).body.responseCode).toBe('00');
    const stale = await callMethod(
      testApp.app,
      'kycRestrictionLift',
      { customerId: bobId, restrictionId, note: 'Lift again' },
      admin,
    );
    expect(stale.body.validationErrors[0]).toMatchObject({ field: 'restrictionId', code: 'entry_not_found' });
  });

  // Proves a customer cannot use the back office on anyone, themselves included.
  it('refuses the back office to customers', async () => {
    const bobId = await customerIdOf(bob);
    const reply = await callMethod(
      testApp.app,
      'kycRestrictionLift',
      { customerId: bobId, restrictionId: 1, note: 'Let me go' },
      bob,
    );
    expect(reply.status).toBe(403);
    const file = await callMethod(testApp.app, 'kycCustomerFile', { customerId: bobId }, bob);
    expect(file.status).toBe(403);
  });
});

describe('due diligence info (spec 002 §7; decision 0091)', () => {
  const answers = { occupationId: 3, sourceOfFundsIds: [1, 3], purposeIds: [1], estimatedMonthlyDepositId: 2 };

  // Proves the level raised to enhanced asks for answers, bad answers change nothing, and answering clears it.
  it('asks for answers when an administrator raises the level to enhanced, until the customer answers', async () => {
    const leoId = await customerIdOf(leo);
    const before = await callMethod(testApp.app, 'dueDiligenceInfo', {}, leo);
    expect(before.body).toMatchObject({ responseCode: '00', isRequired: false });
    expect(before.body.answers).toBeUndefined();

    const raised = await callMethod(
      testApp.app,
      'kycDueDiligenceUpdate',
      { customerId: leoId, dueDiligenceLevel: 2, reason: 'Deposits far above the declared range' },
      admin,
    );
    expect(raised.body).toMatchObject({ responseCode: '00', dueDiligence: { dueDiligenceLevel: 2, isRequired: true } });
    expect((await callMethod(testApp.app, 'dueDiligenceInfo', {}, leo)).body).toMatchObject({
      dueDiligenceLevel: 2,
      isRequired: true,
      requestedAt: expect.any(String),
    });

    // Unknown ids, a missing occupation and "Other" without details: every field named, nothing stored.
    const bad = await callMethod(
      testApp.app,
      'dueDiligenceInfoUpdate',
      { sourceOfFundsIds: [10, 9999], purposeIds: [301], estimatedMonthlyDepositId: 42 },
      leo,
    );
    expect(bad.body.responseCode).toBe('VF');
    expect(bad.body.validationErrors.map((error) => `${error.field}:${error.code}`).sort()).toEqual([
      'estimatedMonthlyDepositId:invalid_value',
      'occupationId:required',
      'purposeIds:invalid_value',
      'sourceDetails:required',
      'sourceOfFundsIds:invalid_value',
    ]);
    const duplicate = await callMethod(testApp.app, 'dueDiligenceInfoUpdate', { ...answers, purposeIds: [1, 1] }, leo);
    expect(duplicate.body.validationErrors[0]).toMatchObject({ field: 'purposeIds', code: 'invalid_value' });
    expect((await callMethod(testApp.app, 'dueDiligenceInfo', {}, leo)).body).toMatchObject({ isRequired: true });

    const saved = await callMethod(
      testApp.app,
      'dueDiligenceInfoUpdate',
      { ...answers, sourceOfFundsIds: [1, 10], sourceDetails: '  Sold a car in March  ' },
      leo,
    );
    expect(saved.body).toMatchObject({
      responseCode: '00',
      isRequired: false,
      answers: { occupationId: 3, sourceOfFundsIds: [1, 10], sourceDetails: 'Sold a car in March' },
    });
    // The back office sees the answers in the customer's file.
    const file = await callMethod(testApp.app, 'kycCustomerFile', { customerId: leoId }, admin);
    expect(file.body).toMatchObject({ dueDiligence: { isRequired: false, answers: { estimatedMonthlyDepositId: 2 } } });
  });

  // Proves a customer reads and writes only their own answers.
  it('keeps each customer to their own answers', async () => {
    const leoId = await customerIdOf(leo);
    const foreign = await callMethod(testApp.app, 'dueDiligenceInfo', { fromCustomerId: leoId }, bob);
    expect(foreign.body.responseCode).not.toBe('00');
    const bobInfo = await callMethod(testApp.app, 'dueDiligenceInfo', {}, bob);
    expect(bobInfo.body.answers).toBeUndefined();
  });
});

describe('documents linked to customers (spec 002 §6; decision 0092)', () => {
  // Proves a linked document counts and lists for the other customer with one status, cannot be
  // deleted there, and is unlinked again, each step in the admin audit log.
  it("links a customer's passport to another customer and removes the link", async () => {
    const leoId = await customerIdOf(leo);
    const adminId = await customerIdOf(admin);
    const passport = await upload(bob, 1, await photo().jpeg().toBuffer(), 'passport.jpg');
    const link = (customerId: number, reason = 'Same person, passport checked once') =>
      callMethod(testApp.app, 'adminDocumentAssign', { documentId: passport.id, customerId, reason }, admin);

    const linked = await link(leoId);
    expect(linked.body.responseCode).toBe('00');
    const leoDocuments = (await callMethod(testApp.app, 'documentList', {}, leo)).body.documents as ListedDocument[];
    expect(leoDocuments.find((document) => document.id === passport.id)).toMatchObject({ isLinked: true });
    const bobDocuments = (await callMethod(testApp.app, 'documentList', {}, bob)).body.documents as ListedDocument[];
    expect(bobDocuments.find((document) => document.id === passport.id)?.isLinked).toBeUndefined();
    // The linked customer may read it but not withdraw it from its owner.
    expect((await callMethod(testApp.app, 'documentDelete', { id: passport.id }, leo)).body.responseCode).toBe('13');
    expect((await link(leoId)).body.validationErrors[0]).toMatchObject({
      field: 'documentId',
      code: 'document_already_linked',
    });
    expect((await link(adminId)).body.validationErrors[0]).toMatchObject({
      field: 'customerId',
      code: 'own_customer_link',
    });
    expect((await link(await customerIdOf(bob))).body.validationErrors[0]).toMatchObject({
      code: 'document_already_linked',
    });
    const unknown = await callMethod(
      testApp.app,
      'adminDocumentAssign',
      { documentId: 999_999, customerId: leoId, reason: 'Wrong id' },
      admin,
    );
    expect(unknown.body.validationErrors[0]).toMatchObject({ field: 'documentId', code: 'entry_not_found' });
    expect(
      (
        await callMethod(
          testApp.app,
          'adminDocumentAssign',
          { documentId: passport.id, customerId: leoId, reason: 'Let me' },
          leo,
        )
      ).status,
    ).toBe(403);

    const remove = () =>
      callMethod(
        testApp.app,
        'adminDocumentRemove',
        { documentId: passport.id, customerId: leoId, reason: 'Linked to the wrong customer' },
        admin,
      );
    expect((await remove()).body.responseCode).toBe('00');
    const after = (await callMethod(testApp.app, 'documentList', {}, leo)).body.documents as ListedDocument[];
    expect(after.some((document) => document.id === passport.id)).toBe(false);
    expect((await remove()).body.validationErrors[0]).toMatchObject({ code: 'document_not_linked' });
    const audit = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetCustomerId, leoId))
      .orderBy(desc(adminAuditLog.id))
      .limit(2);
    expect(audit.map((row) => row.action)).toEqual(['adminDocumentRemove', 'adminDocumentAssign']);
  });
});

describe('the customer file (spec 002 §6; decision 0067)', () => {
  // Proves the back office reads the customer's contacts and sending limits in the file.
  it("shows the customer's contacts and the limits of each account currency", async () => {
    const bobId = await customerIdOf(bob);
    const file = await callMethod(testApp.app, 'kycCustomerFile', { customerId: bobId }, admin);
    expect(file.body.responseCode).toBe('00');
    const contacts = file.body.contacts as { emails: { email: string }[] };
    expect(contacts.emails.map((email) => email.email)).toContain('bob@example.com');
    const limits = file.body.limits as { operation: string; currencyCode: string; periods: { period: string }[] }[];
    expect(limits.map((limit) => limit.operation)).toEqual(expect.arrayContaining(['p2p', 'betweenAccounts']));
    expect(limits[0]?.periods.map((period) => period.period)).toEqual(['single', 'daily', 'monthly']);
  });
});
