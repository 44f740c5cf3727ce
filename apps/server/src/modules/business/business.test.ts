import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, post, type TestApp } from '../../../test/test-app.ts';
import {
  businessPersons,
  businessRoles,
  customerAccessRights,
  customers,
  outboxMessages,
  users,
} from '../../db/schema/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { BOT_CHALLENGE_DIFFICULTY: '200' } });
});
afterAll(async () => testApp.close());

const strongPassword = 'violet-harbour-Quartz-27';

/** Solves a fresh bot challenge like the browser does and returns the proof. */
async function botProof(): Promise<string> {
  const { body } = await callMethod(testApp.app, 'botChallenge', {});
  const challenge = body.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function person(id: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    isUser: false,
    fields: {
      firstName: id === 'd1' ? 'Dana' : 'Ann',
      lastName: `Person ${id}`,
      birthday: '1980-05-17',
      email,
      phone: '+44 7700 900123',
      address: { address1: '1 High Street', city: 'London', postalCode: 'EC1A 1BB', countryCode: 'GB' },
      taxId: { countryCode: 'GB', taxId: '1234567890' },
      sourceOfFunds: [301],
      sourceDetails: 'Savings from salary',
    },
    ...extra,
  };
}

/** The registration: two directors, a 30 % and a 70 % shareholder, a UBO and two users. */
function payload(prefix: string) {
  return {
    company: {
      name: `${prefix} Media Ltd`,
      registrationNumber: '12345678',
      registrationDate: '2019-03-01',
      registrationCountryCode: 'GB',
      email: `office@${prefix}.example`,
      password: strongPassword,
      phone: '+442071234567',
      industryId: 201,
      address: { address1: '2 Market Street', city: 'London', postalCode: 'EC2A 2BB', countryCode: 'GB' },
      taxId: { countryCode: 'GB', taxId: '1234567890' },
    },
    financialDetail: { purposeIds: [101], sourceOfFundsIds: [301], estimatedMonthlyDepositId: 1 },
    dueDiligence: {
      answers: { businessAnotherAccount: 'no', controlAccount: '1', licensedActivity: 'no', monthlyTransactions: '1' },
    },
    legalInformation: {
      legalForm: 'limitedCompany',
      isRegulated: false,
      isPubliclyTraded: false,
      acceptedTerms: [1, 2],
    },
    directors: ['d1', 'd2'],
    owners: ['o1'],
    shareholders: [
      { kind: 'person', id: 'd1', share: '30' },
      { kind: 'person', id: 'o1', share: '70' },
    ],
    users: ['d1', 'u2'],
    personList: [
      person('d1', `dana@${prefix}.example`, { isUser: true, accessRights: 2 }),
      person('d2', `dirk@${prefix}.example`),
      person('o1', `olga@${prefix}.example`),
      person('u2', `uma@${prefix}.example`, { isUser: true, accessRights: 3 }),
    ],
    companyList: [] as unknown[],
  };
}

type Payload = ReturnType<typeof payload>;

async function register(body: Payload) {
  return callMethod(testApp.app, 'businessAccountCreate', { ...body, captcha: await botProof() });
}

async function mailTo(to: string) {
  const rows = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

async function linkIn(to: string): Promise<URL> {
  const [newest] = await mailTo(to);
  if (!newest) throw new Error(`no mail to ${to}`);
  return new URL(/https?:\/\/\S+/.exec(newest.text)?.[0] ?? '');
}

async function rowCounts() {
  const db = testApp.database.db;
  const [customerRows] = await db.select({ n: count() }).from(customers);
  const [userRows] = await db.select({ n: count() }).from(users);
  const [personRows] = await db.select({ n: count() }).from(businessPersons);
  return { customers: customerRows?.n, users: userRows?.n, persons: personRows?.n };
}

describe('business registration (spec 002 §2–§5, decision 0095)', () => {
  it('registers a company with two directors, a 30 % and a 70 % shareholder, a UBO and two users', async () => {
    // Proves one businessAccountCreate writes the customer, company, persons, roles, users and rights.
    const created = await register(payload('northwind'));
    expect(created.body).toMatchObject({ responseCode: '00', email: 'office@northwind.example', activationSent: true });
    const db = testApp.database.db;
    const [business] = await db.select().from(customers).where(eq(customers.businessName, 'northwind Media Ltd'));
    expect(business?.customerType).toBe('business');
    const customerId = business?.id ?? 0;
    const persons = await db.select().from(businessPersons).where(eq(businessPersons.customerId, customerId));
    expect(persons.map((row) => row.email).sort()).toEqual([
      'dana@northwind.example',
      'dirk@northwind.example',
      'olga@northwind.example',
      'uma@northwind.example',
    ]);
    const roles = await db.select().from(businessRoles).where(eq(businessRoles.customerId, customerId));
    const personEmail = (id: number | null) => persons.find((row) => row.id === id)?.email;
    expect(
      roles.map((role) => `${role.role}:${personEmail(role.personId)}:${role.shareBasisPoints ?? '-'}`).sort(),
    ).toEqual([
      'director:dana@northwind.example:-',
      'director:dirk@northwind.example:-',
      'owner:olga@northwind.example:-',
      'shareholder:dana@northwind.example:3000',
      'shareholder:olga@northwind.example:7000',
    ]);
    const rights = await db
      .select({ email: users.email, accessRight: customerAccessRights.accessRight, activatedAt: users.activatedAt })
      .from(customerAccessRights)
      .innerJoin(users, eq(users.id, customerAccessRights.userId))
      .where(eq(customerAccessRights.customerId, customerId));
    expect(rights.map((row) => `${row.email}:${row.accessRight}:${row.activatedAt}`).sort()).toEqual([
      'dana@northwind.example:2:null',
      'uma@northwind.example:3:null',
    ]);
    // The users are told nothing before the business itself is activated.
    expect(await mailTo('dana@northwind.example')).toEqual([]);
    // An invited user who has not activated is the spec's employee (status 3, 002 §3), even once
    // older than a lapsed registration's 7 days, and no personal registration can take the invitation over.
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(users.email, 'uma@northwind.example'));
    expect((await callMethod(testApp.app, 'checkEmailExists', { email: 'uma@northwind.example' })).body.status).toBe(3);
    const personal = await callMethod(testApp.app, 'registerPersonal', {
      email: 'uma@northwind.example',
      password: 'violet-harbour-Quartz-27',
      firstName: 'Uma',
      lastName: 'Rao',
      countryCode: 'gb',
      registrationType: 'freelancers',
      acceptedTerms: [1, 2],
      botProof: await botProof(),
    });
    expect(personal.body.validationErrors).toEqual([expect.objectContaining({ field: 'email', code: 'email_taken' })]);
    const link = await linkIn('office@northwind.example');
    expect(link.searchParams.get('action')).toBe('activationBusiness');
    expect(link.origin).not.toContain('evil');
  });

  it('activates the business, then sends each user an activationEmployee link that sets their password', async () => {
    // Proves business activation {email, activationCode}, the users' links after it, and employee activation.
    await register(payload('eastwind'));
    const link = await linkIn('office@eastwind.example');
    const activated = await post(testApp.app, '/api/auth/activation', {
      email: link.searchParams.get('user'),
      activationCode: link.searchParams.get('code'),
    });
    expect(activated.body).toMatchObject({ responseCode: '00' });
    const info = await callMethod(testApp.app, 'customerInfo', {}, String(activated.body.accessToken));
    expect(info.body.customer).toMatchObject({ customerType: 'business', businessName: 'eastwind Media Ltd' });

    const umaLink = await linkIn('uma@eastwind.example');
    expect(umaLink.searchParams.get('action')).toBe('activationEmployee');
    // Each director and the UBO get their own identity-verification link (decision 0112); dana, a
    // director and a user, gets both her links; uma, only a user, none to verify.
    const subjects = async (to: string) => (await mailTo(to)).map((mail) => /\/person-verification\//.test(mail.text));
    expect((await subjects('dana@eastwind.example')).sort()).toEqual([false, true]);
    expect(await subjects('dirk@eastwind.example')).toEqual([true]);
    expect(await subjects('olga@eastwind.example')).toEqual([true]);
    expect(await subjects('uma@eastwind.example')).toEqual([false]);
    // The business form ({email, activationCode} alone) is not an employee's: refused, the link kept.
    const asBusiness = await post(testApp.app, '/api/auth/activation', {
      email: umaLink.searchParams.get('user'),
      activationCode: umaLink.searchParams.get('code'),
    });
    expect(asBusiness.body).toMatchObject({ validationErrors: [{ field: 'activationCode', code: 'invalid_link' }] });
    const withPassword = await post(testApp.app, '/api/auth/activation', {
      email: umaLink.searchParams.get('user'),
      activationCode: umaLink.searchParams.get('code'),
      password: 'copper-lantern-Meadow-91',
    });
    expect(withPassword.body).toMatchObject({ validationErrors: [{ field: 'password', code: 'unrecognized_keys' }] });
    // Without a password the link is not used up.
    const withoutPassword = await post(testApp.app, '/api/auth/activation', {
      username: umaLink.searchParams.get('user'),
      activationCode: umaLink.searchParams.get('code'),
    });
    expect(withoutPassword.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'password', code: 'required' }],
    });
    const employee = await post(testApp.app, '/api/auth/activation', {
      username: umaLink.searchParams.get('user'),
      activationCode: umaLink.searchParams.get('code'),
      password: 'copper-lantern-Meadow-91',
    });
    expect(employee.body).toMatchObject({ responseCode: '00' });
    // A second activation of the business sends no second round of links.
    expect((await mailTo('uma@eastwind.example')).length).toBe(1);
    expect((await mailTo('dirk@eastwind.example')).length).toBe(1);
  });

  it('refuses a password at activation for an account that already has one', async () => {
    // Proves the password field is only for invited users, so it cannot reset anyone's password.
    await register(payload('southwind'));
    const link = await linkIn('office@southwind.example');
    const reply = await post(testApp.app, '/api/auth/activation', {
      email: link.searchParams.get('user'),
      activationCode: link.searchParams.get('code'),
      password: 'copper-lantern-Meadow-91',
    });
    expect(reply.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'password', code: 'unrecognized_keys' }],
    });
  });

  const refusals: { rule: string; change: (body: Payload) => void; field: string; code: string }[] = [
    {
      rule: 'at least one shareholder',
      change: (b) => (b.shareholders = []),
      field: 'shareholders',
      code: 'shareholder_required',
    },
    {
      rule: 'a share above 0',
      change: (b) =>
        (b.shareholders = [
          { kind: 'person', id: 'd1', share: '0' },
          { kind: 'person', id: 'o1', share: '70' },
        ]),
      field: 'shareholders.0.share',
      code: 'share_out_of_range',
    },
    {
      rule: 'a share at most 100',
      change: (b) =>
        (b.shareholders = [
          { kind: 'person', id: 'd1', share: '100.01' },
          { kind: 'person', id: 'o1', share: '1' },
        ]),
      field: 'shareholders.0.share',
      code: 'share_out_of_range',
    },
    {
      rule: 'a total of at most 100',
      change: (b) =>
        (b.shareholders = [
          { kind: 'person', id: 'd1', share: '30.01' },
          { kind: 'person', id: 'o1', share: '70' },
        ]),
      field: 'shareholders',
      code: 'share_total_out_of_range',
    },
    {
      rule: 'a total of at least 10',
      change: (b) =>
        (b.shareholders = [
          { kind: 'person', id: 'd1', share: '4.99' },
          { kind: 'person', id: 'o1', share: '5' },
        ]),
      field: 'shareholders',
      code: 'share_total_out_of_range',
    },
    {
      rule: 'a source of funds from 25 %',
      change: (b) => delete (b.personList[2] as { fields: { sourceOfFunds?: number[] } }).fields.sourceOfFunds,
      field: 'personList.2.fields.sourceOfFunds',
      code: 'source_of_funds_required',
    },
    {
      rule: 'valid person fields',
      change: (b) => ((b.personList[1] as { fields: { email: string } }).fields.email = 'nope'),
      field: 'personList.1.fields.email',
      code: 'invalid_email',
    },
    {
      rule: 'a user e-mail not registered',
      change: (b) => ((b.personList[3] as { fields: { email: string } }).fields.email = 'alice@example.com'),
      field: 'personList.3.fields.email',
      code: 'email_taken',
    },
    {
      rule: 'access rights for every user',
      change: (b) => delete (b.personList[3] as { accessRights?: number }).accessRights,
      field: 'personList.3.accessRights',
      code: 'access_rights_required',
    },
    {
      rule: 'a user with full access',
      change: (b) => ((b.personList[0] as { accessRights?: number }).accessRights = 1),
      field: 'users',
      code: 'full_access_user_required',
    },
    {
      rule: 'no hidden right 5',
      change: (b) => ((b.personList[3] as { accessRights?: number }).accessRights = 5),
      field: 'personList.3.accessRights',
      code: 'invalid_value',
    },
    {
      rule: 'a director',
      change: (b) => ((b.directors = []), (b.owners = ['o1', 'd2'])),
      field: 'directors',
      code: 'director_required',
    },
    { rule: 'a valid general form', change: (b) => (b.company.name = ''), field: 'company.name', code: 'required' },
    {
      rule: 'a valid financial form',
      change: (b) => (b.financialDetail.sourceOfFundsIds = []),
      field: 'financialDetail.sourceOfFundsIds',
      code: 'required',
    },
    {
      rule: 'a valid due-diligence form',
      change: (b) => delete (b.dueDiligence.answers as { businessAnotherAccount?: string }).businessAnotherAccount,
      field: 'dueDiligence.answers.businessAnotherAccount',
      code: 'required',
    },
    {
      rule: 'a valid legal form',
      change: (b) => (b.legalInformation.acceptedTerms = [1]),
      field: 'legalInformation.acceptedTerms',
      code: 'terms_required',
    },
    {
      rule: 'the TIN rules of the self-certification',
      change: (b) => (b.company.taxId = { countryCode: 'GB', taxId: '12' }),
      field: 'company.taxId.taxId',
      code: 'invalid_format',
    },
    {
      rule: 'an industry the brand offers (adult hidden)',
      change: (b) => (b.company.industryId = 101),
      field: 'company.industryId',
      code: 'invalid_value',
    },
    {
      rule: 'a company shareholder with its own director',
      change: (b) => {
        b.shareholders = [
          { kind: 'person', id: 'd1', share: '30' },
          { kind: 'company', id: 'c1', share: '70' },
        ];
        b.owners = ['o1'];
        b.companyList = [
          {
            id: 'c1',
            fields: { name: 'Holdco', registrationNumber: 'H1', registrationCountryCode: 'CY' },
            directors: [],
            shareholders: [{ kind: 'person', id: 'o1', share: '100' }],
          },
        ];
      },
      field: 'companyList.0.directors',
      code: 'director_required',
    },
    {
      rule: 'a strong password',
      change: (b) => (b.company.password = 'password12'),
      field: 'company.password',
      code: 'password_too_weak',
    },
  ];

  it.each(refusals)('refuses a registration without $rule, writing nothing', async ({ change, field, code }) => {
    // Proves each rule of 002 §5 is enforced by the server with its field path, and nothing is written.
    const before = await rowCounts();
    const body = payload('refused');
    change(body);
    const reply = await register(body);
    expect(reply.status).toBe(200);
    expect(reply.body.responseCode).toBe('VF');
    expect(reply.body.validationErrors).toContainEqual(expect.objectContaining({ field, code }));
    expect(await rowCounts()).toEqual(before);
    expect(await mailTo('office@refused.example')).toEqual([]);
  });

  it('refuses a registration without a solved bot challenge, writing nothing', async () => {
    // Proves the captcha is checked like personal registration's and a failure writes nothing.
    const before = await rowCounts();
    const reply = await callMethod(testApp.app, 'businessAccountCreate', {
      ...payload('botty'),
      captcha: 'x'.repeat(40),
    });
    expect(reply.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'captcha', code: 'bot_check_failed' }],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("answers a brand without self-registration with 'no access'", async () => {
    // Proves a closed brand (meridian) refuses businessAccountCreate with 'ENOA', as registerPersonal.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=businessAccountCreate',
      headers: { host: 'meridian.localhost:8080' },
      payload: { method: 'businessAccountCreate', ...payload('closed'), captcha: await botProof() },
    });
    expect(response.json()).toMatchObject({ responseCode: 'ENOA' });
  });
});
