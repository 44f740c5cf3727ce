import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail.ts';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import {
  adminAuditLog,
  businessPersons,
  businessRegistrations,
  companyFormChanges,
  companyResolutionSigners,
  companyResolutions,
  companyStatements,
  documents,
  outboxMessages,
  users,
} from '../../db/schema/index.ts';
import { remindResolutionSigners } from './resolutions.ts';

// The company pages (spec 002 §2 `company`, §6, §7; decisions 0106–0109): the overview, financial and
// due-diligence updates under the registration's rules, declarations, and resolutions signed by link.

let testApp: TestApp;
let acme: string;
let approver: string;
let preparer: string;
let rosa: string;
let bob: string;
let admin: string;
let acmeId: number;

async function customerIdOf(email: string): Promise<number> {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.customerId;
}

const financial = { purposeIds: [101, 102], sourceOfFundsIds: [301], estimatedMonthlyDepositId: 3 };
const answers = { businessAnotherAccount: 'no', controlAccount: '1', licensedActivity: 'no', monthlyTransactions: '2' };
const declarations = {
  confirmed: ['informationTrue', 'fundsLawful', 'notSanctioned', 'notifyChanges'],
  pepStatus: 'none',
  signerName: 'Margaret Hale',
};

async function registration() {
  const [row] = await testApp.database.db
    .select()
    .from(businessRegistrations)
    .where(eq(businessRegistrations.customerId, acmeId));
  if (!row) throw new Error('acme has no registration');
  return row;
}

async function newestMailTo(email: string) {
  const [newest] = await testApp.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
    .orderBy(desc(outboxMessages.createdAt));
  return newest;
}

async function linkTo(email: string): Promise<string> {
  const newest = await newestMailTo(email);
  const link = /https?:\/\/\S+\/resolution-sign\/([A-Za-z0-9_-]{43})/.exec(newest?.text ?? '');
  if (!link?.[1]) throw new Error(`no resolution link to ${email}`);
  return link[1];
}

beforeAll(async () => {
  testApp = await createTestApp();
  acmeId = await customerIdOf('acme@example.com');
  acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
  approver = (await signIn(testApp.app, 'acme.approver@example.com')).accessToken;
  preparer = (await signIn(testApp.app, 'acme.preparer@example.com')).accessToken;
  rosa = (await signIn(testApp.app, 'rosa@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
});

describe('companyGet', () => {
  it("answers acme's general data, forms and people, and who may edit", async () => {
    const own = await callMethod(testApp.app, 'companyGet', {}, acme);
    expect(own.body.responseCode).toBe('00');
    const company = own.body.company as Record<string, unknown> & { general: Record<string, unknown> };
    expect(company.general).toMatchObject({ name: 'Acme Trading Ltd', registrationNumber: '09876543' });
    expect(company.general.registrationCountryCode).toBe('GB');
    // The spec's Company field names on the wire (002 §3): addresses and businessTaxId.
    expect(company.general).toMatchObject({
      addresses: [expect.objectContaining({ countryCode: 'GB' })],
      businessTaxId: '9876543210',
      businessTaxIdCountryCode: 'GB',
    });
    expect(company.general).not.toHaveProperty('taxId');
    expect(company.general).not.toHaveProperty('address');
    expect(company.financialDetail).toMatchObject({ purposeIds: [101] });
    expect(company.canEdit).toBe(true);
    expect(company.isEscortStatementRequired).toBe(false);
    const persons = company.persons as { name: string; roles: string[] }[];
    expect(persons.filter((person) => person.roles.includes('director')).map((person) => person.name)).toEqual([
      'Margaret Hale',
      'James Okoro',
    ]);

    // rosa reads acme with read access; she may not edit.
    const read = await callMethod(testApp.app, 'companyGet', { fromCustomerId: acmeId }, rosa);
    expect(read.body.responseCode).toBe('00');
    expect((read.body.company as { canEdit: boolean }).canEdit).toBe(false);
  });

  it("refuses another customer's company with '13' and a personal customer's own with not_a_business", async () => {
    expect((await callMethod(testApp.app, 'companyGet', { fromCustomerId: acmeId }, bob)).body.responseCode).toBe('13');
    const own = await callMethod(testApp.app, 'companyGet', {}, bob);
    expect(own.body.validationErrors[0]?.code).toBe('not_a_business');
  });
});

describe('financialUpdate and dueDiligenceUpdate', () => {
  it('replaces the financial form, audit-logs before and after, and answers the due diligence info', async () => {
    const before = await registration();
    const reply = await callMethod(testApp.app, 'financialUpdate', { financialDetail: financial }, approver);
    expect(reply.body.responseCode).toBe('00');
    expect((await registration()).financialDetail).toEqual(financial);
    const [change] = await testApp.database.db
      .select()
      .from(companyFormChanges)
      .where(eq(companyFormChanges.customerId, acmeId));
    expect(change).toMatchObject({ section: 'financialDetail', isAdmin: false, after: financial });
    expect(change?.before).toEqual(before.financialDetail);
    const changes = (reply.body.company as { changes: { changedBy?: string }[] }).changes;
    expect(changes[0]?.changedBy).toBe('acme.approver@example.com');
    const info = await callMethod(testApp.app, 'dueDiligenceInfo', {}, acme);
    expect((info.body.answers as { estimatedMonthlyDepositId: number }).estimatedMonthlyDepositId).toBe(3);
  });

  it("refuses a bad form with the registration's field errors and changes nothing", async () => {
    const before = await registration();
    const empty = await callMethod(
      testApp.app,
      'financialUpdate',
      { financialDetail: { purposeIds: [], sourceOfFundsIds: [999], estimatedMonthlyDepositId: 1 } },
      acme,
    );
    expect(empty.body.responseCode).toBe('VF');
    expect(empty.body.validationErrors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'financialDetail.purposeIds:required',
      'financialDetail.sourceOfFundsIds.0:invalid_value',
    ]);
    const missing = await callMethod(
      testApp.app,
      'dueDiligenceUpdate',
      { dueDiligence: { answers: { controlAccount: '1', unknownQuestion: 'x' } } },
      acme,
    );
    expect(missing.body.responseCode).toBe('VF');
    expect(missing.body.validationErrors.map((error) => error.code)).toContain('required');
    expect(missing.body.validationErrors.map((error) => error.field)).toContain('dueDiligence.answers.unknownQuestion');
    expect(await registration()).toEqual(before);
  });

  it("refuses read-only and initiate users and another company's user with '13'", async () => {
    const body = { fromCustomerId: acmeId, financialDetail: financial };
    expect((await callMethod(testApp.app, 'financialUpdate', body, rosa)).body.responseCode).toBe('13');
    expect((await callMethod(testApp.app, 'financialUpdate', body, bob)).body.responseCode).toBe('13');
    expect(
      (await callMethod(testApp.app, 'dueDiligenceUpdate', { dueDiligence: { answers } }, preparer)).body.responseCode,
    ).toBe('13');
  });

  it('lets an administrator update any business with a reason, recorded in the admin audit log', async () => {
    const withoutReason = await callMethod(
      testApp.app,
      'dueDiligenceUpdate',
      { fromCustomerId: acmeId, dueDiligence: { answers } },
      admin,
    );
    expect(withoutReason.body.validationErrors[0]).toMatchObject({ field: 'reason', code: 'required' });
    const reply = await callMethod(
      testApp.app,
      'dueDiligenceUpdate',
      { fromCustomerId: acmeId, dueDiligence: { answers }, reason: 'Corrected after the annual review call' },
      admin,
    );
    expect(reply.body.responseCode).toBe('00');
    expect((await registration()).dueDiligence).toEqual({ answers });
    const [logged] = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'dueDiligenceUpdate'));
    expect(logged).toMatchObject({ targetCustomerId: acmeId, reason: 'Corrected after the annual review call' });
    const changes = (reply.body.company as { changes: { isAdmin: boolean; changedBy?: string }[] }).changes;
    expect(changes[0]).toMatchObject({ isAdmin: true });
    expect(changes[0]?.changedBy).toBeUndefined();
  });
});

describe('declarations and the prohibited escort statement', () => {
  it('keeps each signature with who, when and where; re-signing keeps the history', async () => {
    const partial = await callMethod(
      testApp.app,
      'declarationsSign',
      { ...declarations, confirmed: ['informationTrue'] },
      acme,
    );
    expect(partial.body.validationErrors[0]).toMatchObject({ field: 'confirmed', code: 'declarations_required' });
    const pep = await callMethod(testApp.app, 'declarationsSign', { ...declarations, pepStatus: 'pep' }, acme);
    expect(pep.body.validationErrors[0]).toMatchObject({ field: 'pepDetails', code: 'required' });

    const first = await callMethod(testApp.app, 'declarationsSign', declarations, acme);
    expect(first.body.responseCode).toBe('00');
    const second = await callMethod(
      testApp.app,
      'declarationsSign',
      { ...declarations, signerName: 'A. Approver' },
      approver,
    );
    const signed = (second.body.company as { declarations: Record<string, unknown> }).declarations;
    expect(signed).toMatchObject({
      signerName: 'A. Approver',
      signerEmail: 'acme.approver@example.com',
      signatureCount: 2,
      pepStatus: 'none',
    });
    expect(typeof signed.ip).toBe('string');
    const rows = await testApp.database.db
      .select()
      .from(companyStatements)
      .where(eq(companyStatements.customerId, acmeId));
    expect(rows).toHaveLength(2);
  });

  it('refuses read-only users, other companies and administrators', async () => {
    const body = { ...declarations, fromCustomerId: acmeId };
    expect((await callMethod(testApp.app, 'declarationsSign', body, rosa)).body.responseCode).toBe('13');
    expect((await callMethod(testApp.app, 'declarationsSign', body, bob)).body.responseCode).toBe('13');
    expect((await callMethod(testApp.app, 'declarationsSign', body, admin)).body.responseCode).toBe('13');
    expect(
      (
        await callMethod(
          testApp.app,
          'prohibitedEscortStatementSign',
          { fromCustomerId: acmeId, isConfirmed: true, signerName: 'Rosa Marin' },
          rosa,
        )
      ).body.responseCode,
    ).toBe('13');
  });

  it('asks the escort statement only of a company in an adult industry', async () => {
    const statement = { isConfirmed: true, signerName: 'Margaret Hale' };
    const mainstream = await callMethod(testApp.app, 'prohibitedEscortStatementSign', statement, acme);
    expect(mainstream.body.validationErrors[0]).toMatchObject({ field: 'isConfirmed', code: 'statement_not_required' });
    const { general } = await registration();
    await testApp.database.db
      .update(businessRegistrations)
      .set({ general: { ...(general as object), industryId: 101 } })
      .where(eq(businessRegistrations.customerId, acmeId));
    try {
      const unconfirmed = await callMethod(
        testApp.app,
        'prohibitedEscortStatementSign',
        { ...statement, isConfirmed: false },
        acme,
      );
      expect(unconfirmed.body.validationErrors[0]).toMatchObject({ field: 'isConfirmed', code: 'required' });
      const signed = await callMethod(testApp.app, 'prohibitedEscortStatementSign', statement, acme);
      const company = signed.body.company as { isEscortStatementRequired: boolean; prohibitedEscortStatement: object };
      expect(company.isEscortStatementRequired).toBe(true);
      expect(company.prohibitedEscortStatement).toMatchObject({ signerName: 'Margaret Hale', signatureCount: 1 });
    } finally {
      await testApp.database.db
        .update(businessRegistrations)
        .set({ general })
        .where(eq(businessRegistrations.customerId, acmeId));
    }
  });
});

describe('business resolutions', () => {
  async function persons() {
    const { body } = await callMethod(testApp.app, 'companyGet', {}, acme);
    return (body.company as { persons: { personId: number; name: string }[] }).persons;
  }

  it('refuses an unknown representative, a read-only user and another company', async () => {
    const unknown = await callMethod(testApp.app, 'resolutionSend', { businessRepresentativeIds: [999999] }, acme);
    expect(unknown.body.validationErrors[0]).toMatchObject({
      field: 'businessRepresentativeIds.0',
      code: 'reference_not_found',
    });
    const [margaret] = await persons();
    const body = { fromCustomerId: acmeId, businessRepresentativeIds: [margaret?.personId] };
    expect((await callMethod(testApp.app, 'resolutionSend', body, rosa)).body.responseCode).toBe('13');
    expect((await callMethod(testApp.app, 'resolutionSend', body, bob)).body.responseCode).toBe('13');
    expect((await callMethod(testApp.app, 'resolutionGet', { fromCustomerId: acmeId }, bob)).body.responseCode).toBe(
      '13',
    );
    expect(await testApp.database.db.select().from(companyResolutions)).toHaveLength(0);
  });

  it('is signed by every director through their single-use link and filed as a PDF', async () => {
    const [margaret] = await persons();
    const sent = await callMethod(
      testApp.app,
      'resolutionSend',
      { businessRepresentativeIds: [margaret?.personId] },
      approver,
    );
    expect(sent.body.responseCode).toBe('00');
    const resolution = sent.body.resolution as { resolutionId: number; statusId: number; signers: { state: string }[] };
    expect(resolution.statusId).toBe(0);
    expect(resolution.signers.map((signer) => signer.state)).toEqual(['pending', 'pending']);

    const margaretToken = await linkTo('margaret.hale@example.com');
    const jamesToken = await linkTo('james.okoro@example.com');
    const view = await callMethod(testApp.app, 'resolutionSignerGet', { token: margaretToken });
    expect(view.body.resolution).toMatchObject({
      companyName: 'Acme Trading Ltd',
      representativeNames: ['Margaret Hale'],
      signerName: 'Margaret Hale',
      state: 'pending',
    });
    expect((await callMethod(testApp.app, 'resolutionSign', { token: margaretToken })).body.responseCode).toBe('00');

    // The used link is refused and changes nothing.
    const signersBefore = await testApp.database.db.select().from(companyResolutionSigners);
    const replay = await callMethod(testApp.app, 'resolutionSign', { token: margaretToken, isDeclined: true });
    expect(replay.body.validationErrors[0]).toMatchObject({ field: 'token', code: 'invalid_link' });
    expect(await testApp.database.db.select().from(companyResolutionSigners)).toEqual(signersBefore);

    const last = await callMethod(testApp.app, 'resolutionSign', { token: jamesToken });
    expect(last.body.resolution).toMatchObject({ state: 'signed', statusId: 1 });
    const listed = await callMethod(testApp.app, 'resolutionGet', { fromCustomerId: acmeId }, rosa);
    const [done] = listed.body.resolutions as { statusId: number; documentId?: number; signers: { state: string }[] }[];
    expect(done?.statusId).toBe(1);
    expect(done?.signers.map((signer) => signer.state)).toEqual(['signed', 'signed']);
    const [document] = await testApp.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, done?.documentId ?? 0));
    expect(document).toMatchObject({ customerId: acmeId, documentTypeId: 63, mimeType: 'application/pdf' });
  });

  it('refuses an expired link and changes nothing; a new resolution replaces a pending one', async () => {
    const [margaret, tom] = await persons();
    await callMethod(testApp.app, 'resolutionSend', { businessRepresentativeIds: [margaret?.personId] }, acme);
    const oldToken = await linkTo('james.okoro@example.com');
    await callMethod(testApp.app, 'resolutionSend', { businessRepresentativeIds: [tom?.personId] }, acme);
    const replaced = await callMethod(testApp.app, 'resolutionSign', { token: oldToken });
    expect(replaced.body.validationErrors[0]?.code).toBe('invalid_link');

    const token = await linkTo('james.okoro@example.com');
    const [newest] = await testApp.database.db
      .select()
      .from(companyResolutions)
      .orderBy(desc(companyResolutions.id))
      .limit(1);
    await testApp.database.db
      .update(companyResolutions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyResolutions.id, newest?.id ?? 0));
    const expired = await callMethod(testApp.app, 'resolutionSign', { token });
    expect(expired.body.validationErrors[0]?.code).toBe('invalid_link');
    const signers = await testApp.database.db
      .select()
      .from(companyResolutionSigners)
      .where(eq(companyResolutionSigners.resolutionId, newest?.id ?? 0));
    expect(signers.map((signer) => signer.state)).toEqual(['pending', 'pending']);
    const listed = await callMethod(testApp.app, 'resolutionGet', {}, acme);
    expect((listed.body.resolutions as { statusId: number }[]).slice(0, 2).map((entry) => entry.statusId)).toEqual([
      3, 3,
    ]);
  });

  it('needs a reason to decline, then tells the sender by e-mail and shows the reason (decision 0120)', async () => {
    // Proves a decline without a reason changes nothing; with one the resolution is declined, the sender e-mailed.
    const [margaret] = await persons();
    await callMethod(testApp.app, 'resolutionSend', { businessRepresentativeIds: [margaret?.personId] }, approver);
    const token = await linkTo('margaret.hale@example.com');
    const bare = await callMethod(testApp.app, 'resolutionSign', { token, isDeclined: true });
    expect(bare.body.validationErrors[0]).toMatchObject({ field: 'reason', code: 'required' });
    const view = await callMethod(testApp.app, 'resolutionSignerGet', { token });
    expect(view.body.resolution).toMatchObject({ state: 'pending', statusId: 0 });

    const declined = await callMethod(testApp.app, 'resolutionSign', {
      token,
      isDeclined: true,
      reason: 'Tom is not yet authorised by the board',
    });
    expect(declined.body.resolution).toMatchObject({ state: 'declined', statusId: 2 });
    const mail = await newestMailTo('acme.approver@example.com');
    expect(mail?.subject).toContain('Margaret Hale declined');
    expect(mail?.text).toContain('Tom is not yet authorised by the board');
    const listed = await callMethod(testApp.app, 'resolutionGet', {}, acme);
    const [newest] = listed.body.resolutions as { statusId: number; signers: Record<string, unknown>[] }[];
    expect(newest?.statusId).toBe(2);
    expect(newest?.signers[0]).toMatchObject({
      name: 'Margaret Hale',
      state: 'declined',
      declineReason: 'Tom is not yet authorised by the board',
    });
  });

  it('reminds each undecided director once a day before the links expire, with a fresh link (decision 0120)', async () => {
    // Proves the pass skips early runs and decided directors, sends once even when replayed, and the reminder's link signs.
    const mailer = createMailer(undefined, 'test@example.com');
    const [margaret] = await persons();
    await callMethod(testApp.app, 'resolutionSend', { businessRepresentativeIds: [margaret?.personId] }, acme);
    const [resolution] = await testApp.database.db
      .select()
      .from(companyResolutions)
      .orderBy(desc(companyResolutions.id))
      .limit(1);
    if (!resolution) throw new Error('no resolution');
    const margaretToken = await linkTo('margaret.hale@example.com');
    const firstJamesToken = await linkTo('james.okoro@example.com');
    expect((await callMethod(testApp.app, 'resolutionSign', { token: margaretToken })).body.responseCode).toBe('00');

    expect(await remindResolutionSigners(testApp.database.db, mailer)).toBe(0);
    const dayBefore = new Date(resolution.expiresAt.getTime() - 60 * 60 * 1000);
    expect(await remindResolutionSigners(testApp.database.db, mailer, dayBefore)).toBe(1);
    expect(await remindResolutionSigners(testApp.database.db, mailer, dayBefore)).toBe(0);
    const reminder = await newestMailTo('james.okoro@example.com');
    expect(reminder?.subject).toContain('Reminder');
    const reminderToken = await linkTo('james.okoro@example.com');
    expect(reminderToken).not.toBe(firstJamesToken);
    const margaretMails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'margaret.hale@example.com'));
    expect(margaretMails.filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(0);

    const signed = await callMethod(testApp.app, 'resolutionSign', { token: reminderToken });
    expect(signed.body.resolution).toMatchObject({ state: 'signed', statusId: 1 });
    // Both of James's links end with his signature.
    const first = await callMethod(testApp.app, 'resolutionSign', { token: firstJamesToken });
    expect(first.body.validationErrors[0]?.code).toBe('invalid_link');
  });

  it('lets a director who is a user of the business sign or decline in the app, and no one else (decision 0121)', async () => {
    // Proves only the linked director's session decides, once; others get '13', a decided resolution is refused.
    const [approverUser] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'acme.approver@example.com'));
    const [margaretRow] = await testApp.database.db
      .select()
      .from(businessPersons)
      .where(eq(businessPersons.email, 'margaret.hale@example.com'));
    if (!approverUser || !margaretRow) throw new Error('demo rows missing');
    // Margaret is made the approver's person: her row links to the approver's sign-in.
    await testApp.database.db
      .update(businessPersons)
      .set({ userId: approverUser.id, email: approverUser.email })
      .where(eq(businessPersons.id, margaretRow.id));
    try {
      const [margaret] = await persons();
      const sent = await callMethod(
        testApp.app,
        'resolutionSend',
        { businessRepresentativeIds: [margaret?.personId] },
        acme,
      );
      const resolutionId = (sent.body.resolution as { resolutionId: number }).resolutionId;
      const linkToken = await linkTo('acme.approver@example.com');
      const asApprover = await callMethod(testApp.app, 'resolutionGet', {}, approver);
      const [shown] = asApprover.body.resolutions as { signers: { name: string; isCaller?: boolean }[] }[];
      expect(shown?.signers.map((signer) => signer.isCaller ?? false)).toEqual([true, false]);
      const asAcme = await callMethod(testApp.app, 'resolutionGet', {}, acme);
      const [shownToAcme] = asAcme.body.resolutions as { signers: { isCaller?: boolean }[] }[];
      expect(shownToAcme?.signers.some((signer) => signer.isCaller)).toBe(false);

      const body = { fromCustomerId: acmeId, resolutionId };
      expect((await callMethod(testApp.app, 'resolutionSignInApp', body, acme)).body.responseCode).toBe('13');
      expect((await callMethod(testApp.app, 'resolutionSignInApp', body, rosa)).body.responseCode).toBe('13');
      expect((await callMethod(testApp.app, 'resolutionSignInApp', body, bob)).body.responseCode).toBe('13');
      expect((await callMethod(testApp.app, 'resolutionSignInApp', body, admin)).body.responseCode).toBe('13');
      const bare = await callMethod(testApp.app, 'resolutionSignInApp', { ...body, isDeclined: true }, approver);
      expect(bare.body.validationErrors[0]).toMatchObject({ field: 'reason', code: 'required' });
      const unknown = await callMethod(testApp.app, 'resolutionSignInApp', { ...body, resolutionId: 999999 }, approver);
      expect(unknown.body.validationErrors[0]).toMatchObject({ field: 'resolutionId', code: 'resolution_not_pending' });
      const pending = await testApp.database.db
        .select()
        .from(companyResolutionSigners)
        .where(eq(companyResolutionSigners.resolutionId, resolutionId));
      expect(pending.map((signer) => signer.state)).toEqual(['pending', 'pending']);

      const signed = await callMethod(testApp.app, 'resolutionSignInApp', body, approver);
      expect(signed.body.resolution).toMatchObject({ statusId: 0 });
      expect(
        (signed.body.resolution as { signers: { state: string }[] }).signers.map((signer) => signer.state),
      ).toEqual(['signed', 'pending']);
      // Her e-mailed link died with the decision; a second decision is refused.
      expect(
        (await callMethod(testApp.app, 'resolutionSign', { token: linkToken })).body.validationErrors[0]?.code,
      ).toBe('invalid_link');
      expect((await callMethod(testApp.app, 'resolutionSignInApp', body, approver)).body.responseCode).toBe('13');
      const jamesToken = await linkTo('james.okoro@example.com');
      await callMethod(testApp.app, 'resolutionSign', { token: jamesToken, isDeclined: true, reason: 'Not now' });
      const decided = await callMethod(testApp.app, 'resolutionSignInApp', body, approver);
      expect(decided.body.validationErrors[0]).toMatchObject({ field: 'resolutionId', code: 'resolution_not_pending' });
    } finally {
      await testApp.database.db
        .update(businessPersons)
        .set({ userId: margaretRow.userId, email: margaretRow.email })
        .where(eq(businessPersons.id, margaretRow.id));
    }
  });
});
