import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { adminAuditLog, businessPersons, businessRoles, outboxMessages, users } from '../../db/schema/index.ts';

// Director, shareholder, owner and user calls on an existing business (spec 002 §5, §7; decisions
// 0110–0112): every change re-runs the rules of 002 §5 and a refused one changes nothing.

let testApp: TestApp;
let acme: string;
let acmeId: number;
let rosa: string;
let nova: string;
let admin: string;

interface People {
  persons: {
    personId: number;
    fields: { firstName: string; email: string; phone: string; sourceOfFunds?: number[] };
    accessRight?: number;
    verificationStatus: string;
    needsVerification: boolean;
  }[];
  companies: { companyId: number; fields: { name: string } }[];
  directors: { companyId?: number; personId: number }[];
  shareholders: { companyId?: number; kind: string; holderId: number; share: string }[];
  owners: { personId: number }[];
  users: { personId: number }[];
}

async function people(): Promise<People> {
  const { body } = await callMethod(testApp.app, 'businessPeopleList', {}, acme);
  expect(body.responseCode).toBe('00');
  return body.people as People;
}

const personId = (list: People, firstName: string) => {
  const found = list.persons.find((person) => person.fields.firstName === firstName);
  if (!found) throw new Error(`no ${firstName}`);
  return found.personId;
};

async function rowCounts() {
  const db = testApp.database.db;
  const [persons] = await db.select({ n: count() }).from(businessPersons).where(eq(businessPersons.customerId, acmeId));
  const [roles] = await db.select({ n: count() }).from(businessRoles).where(eq(businessRoles.customerId, acmeId));
  return { persons: persons?.n, roles: roles?.n };
}

async function mailsTo(to: string) {
  return testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
}

function newPerson(firstName: string, email: string) {
  return {
    firstName,
    lastName: 'Tester',
    birthday: '1984-02-29',
    email,
    phone: '+44 7700 900777',
    address: { address1: '5 King Street', city: 'London', postalCode: 'EC2V 8AU', countryCode: 'GB' },
    taxId: { countryCode: 'GB', taxId: '1234567890' },
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const [acmeUser] = await testApp.database.db.select().from(users).where(eq(users.email, 'acme@example.com'));
  acmeId = acmeUser?.customerId ?? 0;
  acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
  rosa = (await signIn(testApp.app, 'rosa@example.com')).accessToken;
  nova = (await signIn(testApp.app, 'nova@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});
afterAll(async () => testApp.close());

describe('business people (spec 002 §5, §7; decision 0110)', () => {
  it("lists acme's demo structure: two directors, a 30 % person and a 70 % company shareholder, a UBO and users", async () => {
    // Proves the list answers the structure the demo seeds, with verification statuses.
    const list = await people();
    expect(list.directors.filter((director) => director.companyId === undefined)).toHaveLength(2);
    const top = list.shareholders.filter((holder) => holder.companyId === undefined);
    expect(top.map((holder) => [holder.kind, holder.share]).sort()).toEqual([
      ['company', '70.00'],
      ['person', '30.00'],
    ]);
    expect(list.companies.map((company) => company.fields.name)).toEqual(['Hale Holdings Ltd']);
    expect(list.owners).toHaveLength(1);
    expect(list.users).toHaveLength(2);
    const margaret = list.persons.find((person) => person.fields.firstName === 'Margaret');
    expect(margaret).toMatchObject({ needsVerification: true, verificationStatus: 'verified' });
    expect(list.persons.find((person) => person.fields.firstName === 'Daniel')?.verificationStatus).toBe('pending');
  });

  it("refuses a read-only representative, a right-3 user and another company's user with '13'", async () => {
    // Proves every call needs full access on the business it names (decision 0101).
    const byRosa = await callMethod(testApp.app, 'businessPeopleList', { fromCustomerId: acmeId }, rosa);
    expect(byRosa.body.responseCode).toBe('13');
    const removeByRosa = await callMethod(
      testApp.app,
      'businessDirectorRemove',
      { fromCustomerId: acmeId, personId: personId(await people(), 'James') },
      rosa,
    );
    expect(removeByRosa.body.responseCode).toBe('13');
    const preparer = (await signIn(testApp.app, 'acme.preparer@example.com')).accessToken;
    expect((await callMethod(testApp.app, 'businessPeopleList', {}, preparer)).body.responseCode).toBe('13');
    const byNova = await callMethod(testApp.app, 'businessAuthorizedUserGet', { fromCustomerId: acmeId }, nova);
    expect(byNova.body.responseCode).toBe('13');
  });

  it('adds a director who is e-mailed their own verification link', async () => {
    // Proves a new director is written, sent their own link (decision 0112), and the link opens once.
    const { body } = await callMethod(
      testApp.app,
      'businessDirectorAdd',
      { person: newPerson('Nadia', 'nadia.director@example.com') },
      acme,
    );
    expect(body.responseCode).toBe('00');
    const list = body.people as People;
    const nadia = personId(list, 'Nadia');
    expect(list.directors.some((director) => director.personId === nadia)).toBe(true);
    const [mail] = await mailsTo('nadia.director@example.com');
    const link = /https?:\/\/\S+\/person-verification\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const secret = link?.[1] ?? '';
    const opened = await callMethod(testApp.app, 'businessPersonVerificationOpen', { secret });
    expect(opened.body).toMatchObject({ responseCode: '00', personName: 'Nadia Tester' });
    expect((await people()).persons.find((person) => person.personId === nadia)?.verificationStatus).toBe('pending');
    // Opened again before the verification is sent, the link resumes it (person-verification.test.ts).
    const again = await callMethod(testApp.app, 'businessPersonVerificationOpen', { secret });
    expect(again.body.responseCode).toBe('00');
    // A resend within a minute of the last link is refused.
    const resend = await callMethod(testApp.app, 'businessPersonVerificationResend', { personId: nadia }, acme);
    expect(resend.body.responseCode).toBe('RL');
  });

  it('refuses removing the last director with director_required and changes nothing', async () => {
    // Proves the 002 §5 rule "at least one director" guards removals.
    let list = await people();
    for (const name of ['James', 'Nadia']) {
      const removed = await callMethod(testApp.app, 'businessDirectorRemove', { personId: personId(list, name) }, acme);
      expect(removed.body.responseCode).toBe('00');
      list = removed.body.people as People;
    }
    const before = await rowCounts();
    const last = await callMethod(
      testApp.app,
      'businessDirectorRemove',
      { personId: personId(list, 'Margaret') },
      acme,
    );
    expect(last.body.responseCode).toBe('VF');
    expect(last.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'personId', code: 'director_required' }),
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses shares beyond 100 % and out of range at the share field, changing nothing', async () => {
    // Proves the share and total rules of 002 §5 on updates and additions.
    const list = await people();
    const margaret = personId(list, 'Margaret');
    const before = await rowCounts();
    const over = await callMethod(
      testApp.app,
      'businessShareholderUpdate',
      { kind: 'person', holderId: margaret, share: '40' },
      acme,
    );
    expect(over.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'share', code: 'share_total_out_of_range' }),
    ]);
    const zero = await callMethod(
      testApp.app,
      'businessShareholderAdd',
      { person: newPerson('Zed', 'zed@example.com'), share: '0' },
      acme,
    );
    expect(zero.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'share', code: 'share_out_of_range' }),
    ]);
    expect(await rowCounts()).toEqual(before);
    expect((await people()).shareholders.find((holder) => holder.holderId === margaret)?.share).toBe('30.00');
  });

  it('changes a share and clears the source of funds below 25 % (002 §4)', async () => {
    // Proves a valid update is written and a share below a quarter clears the person's source of funds.
    const margaret = personId(await people(), 'Margaret');
    const { body } = await callMethod(
      testApp.app,
      'businessShareholderUpdate',
      { kind: 'person', holderId: margaret, share: '20' },
      acme,
    );
    expect(body.responseCode).toBe('00');
    const list = body.people as People;
    expect(list.shareholders.find((holder) => holder.holderId === margaret)?.share).toBe('20.00');
    expect(list.persons.find((person) => person.personId === margaret)?.fields.sourceOfFunds).toBeUndefined();
    const back = await callMethod(
      testApp.app,
      'businessShareholderUpdate',
      { kind: 'person', holderId: margaret, share: '30' },
      acme,
    );
    // Back at 30 % the brand (source of wealth enabled) needs her source of funds again: refused at the share.
    expect(back.body.validationErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'share', code: 'source_of_funds_required' })]),
    );
  });

  it('adds a company shareholder with its own director and holder, checked recursively', async () => {
    // Proves a company shareholder is judged with its own people (002 §5 recursively) before it is written.
    const list = await people();
    const margaret = personId(list, 'Margaret');
    const company = { name: 'Okoro Ventures Ltd', registrationNumber: '55667788', registrationCountryCode: 'GB' };
    const before = await rowCounts();
    const noDirector = await callMethod(
      testApp.app,
      'businessShareholderAdd',
      {
        company: { fields: company, directorIds: [], shareholders: [{ personId: margaret, share: '20' }] },
        share: '5',
      },
      acme,
    );
    expect(noDirector.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'company.directors', code: 'director_required' }),
    ]);
    expect(await rowCounts()).toEqual(before);
    const added = await callMethod(
      testApp.app,
      'businessShareholderAdd',
      {
        company: { fields: company, directorIds: [margaret], shareholders: [{ personId: margaret, share: '20' }] },
        share: '5',
      },
      acme,
    );
    expect(added.body.responseCode).toBe('00');
    const okoro = (added.body.people as People).companies.find((entry) => entry.fields.name === company.name);
    expect(okoro).toBeDefined();
    const removed = await callMethod(
      testApp.app,
      'businessShareholderRemove',
      { kind: 'company', holderId: okoro?.companyId },
      acme,
    );
    expect(removed.body.responseCode).toBe('00');
    // The company goes with its own roles.
    expect(await rowCounts()).toEqual(before);
  });

  it('adds and removes a UBO, and edits a person with field errors at the field', async () => {
    // Proves owner calls and person edits, with 'VF' on the edited field.
    const added = await callMethod(
      testApp.app,
      'businessOwnerAdd',
      { person: newPerson('Olu', 'olu@example.com') },
      acme,
    );
    expect(added.body.responseCode).toBe('00');
    const olu = personId(added.body.people as People, 'Olu');
    expect((await mailsTo('olu@example.com')).length).toBe(1);
    const bad = await callMethod(
      testApp.app,
      'businessPersonUpdate',
      { personId: olu, fields: { ...newPerson('Olu', 'olu@example.com'), phone: '12' } },
      acme,
    );
    expect(bad.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'fields.phone', code: 'invalid_phone' }),
    ]);
    const removed = await callMethod(testApp.app, 'businessOwnerRemove', { personId: olu }, acme);
    expect(removed.body.responseCode).toBe('00');
    // Holding no role any more, the person is gone.
    expect((removed.body.people as People).persons.some((person) => person.personId === olu)).toBe(false);
  });

  it('adds a user with an invitation, refuses a registered e-mail, and keeps a full-access user', async () => {
    // Proves user calls: the registered-e-mail rule, the invitation, and "at least one user with right 2".
    const taken = await callMethod(
      testApp.app,
      'businessUserAdd',
      { person: newPerson('Bob', 'bob@example.com'), accessRight: 1 },
      acme,
    );
    expect(taken.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'person.email', code: 'email_taken' }),
    ]);
    const added = await callMethod(
      testApp.app,
      'businessUserAdd',
      { person: newPerson('Uma', 'uma.user@example.com'), accessRight: 1 },
      acme,
    );
    expect(added.body.responseCode).toBe('00');
    const [invite] = await mailsTo('uma.user@example.com');
    expect(invite?.text).toContain('action=activationEmployee');
    const list = added.body.people as People;
    const approver = list.persons.find((person) => person.fields.email === 'acme.approver@example.com');
    const before = await rowCounts();
    const refused = await callMethod(testApp.app, 'businessUserRemove', { personId: approver?.personId }, acme);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ code: 'full_access_user_required' })]);
    expect(await rowCounts()).toEqual(before);
    const uma = personId(list, 'Uma');
    expect((await callMethod(testApp.app, 'businessUserRemove', { personId: uma }, acme)).body.responseCode).toBe('00');
    const users = await callMethod(testApp.app, 'businessAuthorizedUserGet', {}, acme);
    expect(users.body.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'acme@example.com', kind: 'owner', accessRight: 2 }),
        expect.objectContaining({ email: 'acme.approver@example.com', accessRight: 2, personId: approver?.personId }),
        expect.objectContaining({ email: 'rosa@example.com', kind: 'representative', accessRight: 1 }),
        expect.objectContaining({ email: 'uma.user@example.com', accessRight: 0, isActivated: false }),
      ]),
    );
  });

  it('answers representative info and refuses a delete that breaks a rule; an admin forces it with a reason', async () => {
    // Proves representativeInfo, the refused delete (nothing changed) and the audited admin force-delete.
    const list = await people();
    const daniel = personId(list, 'Daniel');
    const info = await callMethod(testApp.app, 'representativeInfo', { personId: daniel }, acme);
    expect(info.body.representative).toMatchObject({
      firstName: 'Daniel',
      residenceCountryCode: 'GB',
      identity: { status: 'pending' },
      roles: expect.arrayContaining(['director', 'shareholder', 'owner']),
    });
    const before = await rowCounts();
    const refused = await callMethod(testApp.app, 'representativeDelete', { personId: daniel }, acme);
    expect(refused.body.responseCode).toBe('VF');
    expect(await rowCounts()).toEqual(before);
    const forcedByAcme = await callMethod(
      testApp.app,
      'representativeDelete',
      { personId: daniel, force: true, reason: 'Court order' },
      acme,
    );
    expect(forcedByAcme.body.responseCode).toBe('13');
    const noReason = await callMethod(
      testApp.app,
      'representativeDelete',
      { fromCustomerId: acmeId, personId: daniel, force: true },
      admin,
    );
    expect(noReason.body.validationErrors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const forced = await callMethod(
      testApp.app,
      'representativeDelete',
      { fromCustomerId: acmeId, personId: daniel, force: true, reason: 'Deceased, estate letter on file' },
      admin,
    );
    expect(forced.body.responseCode).toBe('00');
    expect(forced.body.brokenRules).toEqual(expect.arrayContaining(['director_required']));
    const audit = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetCustomerId, acmeId), eq(adminAuditLog.action, 'representativeForceDelete')));
    expect(audit).toHaveLength(1);
    expect((await people()).persons.some((person) => person.personId === daniel)).toBe(false);
  });
});
