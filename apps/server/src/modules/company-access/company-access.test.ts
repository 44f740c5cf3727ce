import { accessRightLevels } from '@tessera/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { companyAccessAudit, customerAccessRights, users } from '../../db/schema/index.ts';

// Company access (spec 001 §6–7 "Business approval" access rights; decision 0100): who may act for
// a business and at which level, changed only by full access, audit-logged, one full-access user kept.

let testApp: TestApp;
let acme: string;
let bob: string;
let acmeId: number;
let acmeUserId: number;
let bobUserId: number;
let novaId: number;

async function userOf(email: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row;
}

async function usersOfAcme(token: string) {
  const { body } = await callMethod(testApp.app, 'accessRightsList', { fromCustomerId: acmeId }, token);
  expect(body.responseCode).toBe('00');
  return body.users as { userId: number; email: string; accessRight: number; kind: string; isEditable: boolean }[];
}

async function auditRows() {
  return testApp.database.db.select().from(companyAccessAudit).where(eq(companyAccessAudit.customerId, acmeId));
}

beforeAll(async () => {
  testApp = await createTestApp();
  const acmeUser = await userOf('acme@example.com');
  acmeId = acmeUser.customerId;
  acmeUserId = acmeUser.id;
  bobUserId = (await userOf('bob@example.com')).id;
  novaId = (await userOf('nova@example.com')).customerId;
  acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
});
afterAll(async () => testApp.close());

describe('company access (spec 001 §6–7)', () => {
  it("lists the business's own login as a full-access owner nobody can edit", async () => {
    // Proves the list answers the owner at level 2 (decision 0028: its own login needs no right).
    const { body } = await callMethod(testApp.app, 'accessRightsList', {}, acme);
    expect(body.responseCode).toBe('00');
    expect(body.users).toEqual([
      expect.objectContaining({ userId: acmeUserId, accessRight: 2, kind: 'owner', isSelf: true, isEditable: false }),
      // The demo's employees: a preparer (initiate) and an approver (full access), decision 0105.
      expect.objectContaining({
        email: 'acme.preparer@example.com',
        accessRight: 3,
        kind: 'employee',
        isEditable: true,
      }),
      expect.objectContaining({
        email: 'acme.approver@example.com',
        accessRight: 2,
        kind: 'employee',
        isEditable: true,
      }),
      // The demo's rosa, acme's read-only representative.
      expect.objectContaining({ email: 'rosa@example.com', accessRight: 1, kind: 'representative', isEditable: true }),
      // And uma, its accountant who uploads documents.
      expect.objectContaining({ email: 'uma@example.com', accessRight: 5, kind: 'representative' }),
    ]);
  });

  it('refuses to manage access for a personal customer', async () => {
    // Proves only a business has users to manage.
    const { body } = await callMethod(testApp.app, 'accessRightsList', {}, bob);
    expect(body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'not_a_business' }] });
  });

  it('adds a personal representative by e-mail, with an audit row, and refuses a business or unknown e-mail', async () => {
    // Proves representative personal add: the right row exists, the change is on record, bad e-mails change nothing.
    const business = await callMethod(
      testApp.app,
      'representativePersonalAdd',
      { email: 'nova@example.com', accessRight: 1 },
      acme,
    );
    expect(business.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'email', code: 'not_personal_customer' }],
    });
    const unknown = await callMethod(
      testApp.app,
      'representativePersonalAdd',
      { email: 'nobody@example.com', accessRight: 1 },
      acme,
    );
    expect(unknown.body.validationErrors).toEqual([expect.objectContaining({ code: 'not_personal_customer' })]);
    const noAccess = await callMethod(
      testApp.app,
      'representativePersonalAdd',
      { email: 'bob@example.com', accessRight: 0 },
      acme,
    );
    expect(noAccess.body.validationErrors).toEqual([expect.objectContaining({ field: 'accessRight' })]);
    expect(await auditRows()).toHaveLength(0);

    const added = await callMethod(
      testApp.app,
      'representativePersonalAdd',
      { email: 'BOB@example.com', accessRight: 1 },
      acme,
    );
    expect(added.body).toMatchObject({
      responseCode: '00',
      user: { userId: bobUserId, accessRight: 1, kind: 'representative', firstName: 'Bob', lastName: 'Okafor' },
    });
    expect((await usersOfAcme(acme)).map((user) => [user.email, user.accessRight, user.kind])).toEqual([
      ['acme@example.com', 2, 'owner'],
      ['acme.preparer@example.com', 3, 'employee'],
      ['acme.approver@example.com', 2, 'employee'],
      ['bob@example.com', 1, 'representative'],
      ['rosa@example.com', 1, 'representative'],
      ['uma@example.com', 5, 'representative'],
    ]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'representativePersonalAdd',
        actorUserId: acmeUserId,
        targetUserId: bobUserId,
        previousLevel: null,
        newLevel: 1,
      }),
    ]);
    const again = await callMethod(
      testApp.app,
      'representativePersonalAdd',
      { email: 'bob@example.com', accessRight: 2 },
      acme,
    );
    expect(again.body.validationErrors).toEqual([expect.objectContaining({ code: 'already_has_access' })]);
  });

  it('gives the representative related accounts: customer info says so and the customer accesses list acme', async () => {
    // Proves start-page rule 3's input (spec 000 §2): isHaveRelatedAccounts and the customer access info of 002 §3.
    const info = await callMethod(testApp.app, 'customerInfo', {}, bob);
    expect(info.body.customer).toMatchObject({ isHaveRelatedAccounts: true });
    const acmeInfo = await callMethod(testApp.app, 'customerInfo', {}, acme);
    expect(acmeInfo.body.customer).toMatchObject({ isHaveRelatedAccounts: false });
    const { body } = await callMethod(testApp.app, 'customerAccessList', {}, bob);
    expect(body.responseCode).toBe('00');
    const accesses = body.accesses as {
      id: number;
      accessRights: number;
      accessList: string[];
      accounts?: { currencyCode: string }[];
      customerName: string;
      customerUsername: string;
      isOwn: boolean;
      employeeFirstName?: string;
      businessRepresentativePositionIds: number[];
    }[];
    expect(accesses.map((access) => [access.customerName, access.accessRights, access.isOwn])).toEqual([
      ['Bob Okafor', 2, true],
      ['Acme Trading Ltd', 1, false],
    ]);
    expect(accesses[1]).toMatchObject({
      id: acmeId,
      customerUsername: 'acme@example.com',
      accessList: ['balanceInfo', 'transactionHistory'],
      employeeFirstName: 'Bob',
      businessRepresentativePositionIds: [],
    });
    expect(accesses[1]?.accounts?.map((account) => account.currencyCode).sort()).toEqual(['EUR', 'USD']);
  });

  it('lets a read-only representative read the business but neither pay nor manage access', async () => {
    // Proves "a user with right 1 (read) cannot initiate a payment" and that access management needs full access.
    const accounts = await callMethod(testApp.app, 'accountList', { fromCustomerId: acmeId }, bob);
    expect(accounts.body.responseCode).toBe('00');
    const usd = (accounts.body.accounts as { accountId: number; currencyCode: string; balance: string }[]).find(
      (account) => account.currencyCode === 'USD',
    );
    if (!usd) throw new Error('acme has no USD account');
    const payment = await callMethod(
      testApp.app,
      'p2pTransfer',
      {
        fromCustomerId: acmeId,
        fromAccount: usd.accountId,
        toEmail: 'alice@example.com',
        amount: '1.00',
        currency: 'USD',
      },
      bob,
    );
    expect(payment.body.responseCode).toBe('13');
    const after = await callMethod(testApp.app, 'accountList', { fromCustomerId: acmeId }, bob);
    expect(after.body.accounts).toEqual(accounts.body.accounts);
    for (const [method, body] of [
      ['accessRightsList', {}],
      ['accessRightsUpdate', { userId: bobUserId, accessRight: 2 }],
      ['representativePersonalAdd', { email: 'carol@example.com', accessRight: 1 }],
      ['potentialUserList', {}],
    ] as const) {
      const refused = await callMethod(testApp.app, method, { fromCustomerId: acmeId, ...body }, bob);
      expect(refused.body.responseCode, method).toBe('13');
    }
  });

  it("refuses a request naming another company's fromCustomerId", async () => {
    // Proves every request acting for a company is checked against the caller's rights in that company.
    for (const method of ['accountList', 'accessRightsList', 'customerInfo'] as const) {
      const { body } = await callMethod(testApp.app, method, { fromCustomerId: novaId }, bob);
      expect(body.responseCode, method).toBe('13');
    }
    const acmeForNova = await callMethod(testApp.app, 'accessRightsList', { fromCustomerId: novaId }, acme);
    expect(acmeForNova.body.responseCode).toBe('13');
  });

  it('changes a level with an audit row; a new full-access user may then manage access', async () => {
    // Proves access rights update and that the dispatcher reads the new level on the next call.
    const raised = await callMethod(testApp.app, 'accessRightsUpdate', { userId: bobUserId, accessRight: 2 }, acme);
    expect(raised.body).toMatchObject({ responseCode: '00', user: { userId: bobUserId, accessRight: 2 } });
    expect((await usersOfAcme(bob)).find((user) => user.userId === bobUserId)).toMatchObject({ accessRight: 2 });
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'accessRightsUpdate',
      previousLevel: 1,
      newLevel: 2,
    });
  });

  it('refuses uploading for employees, an unknown user, and a level out of range', async () => {
    // Proves level 5 is for representatives only and bad input changes nothing.
    const { db } = testApp.database;
    await db
      .insert(customerAccessRights)
      .values({ customerId: acmeId, userId: acmeUserId, accessRight: accessRightLevels.fullAccess });
    const before = await auditRows();
    const upload = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { fromCustomerId: acmeId, userId: acmeUserId, accessRight: 5 },
      bob,
    );
    expect(upload.body.validationErrors).toEqual([expect.objectContaining({ code: 'uploading_for_representatives' })]);
    const unknown = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { fromCustomerId: acmeId, userId: 999_999, accessRight: 1 },
      bob,
    );
    expect(unknown.body.validationErrors).toEqual([expect.objectContaining({ code: 'access_user_not_found' })]);
    const range = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { fromCustomerId: acmeId, userId: bobUserId, accessRight: 6 },
      bob,
    );
    expect(range.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'accessRight', code: 'invalid_value' }),
    ]);
    expect(await auditRows()).toHaveLength(before.length);
  });

  it('keeps at least one full-access user: the last one cannot lower themself', async () => {
    // Proves the business never loses its last full-access user (acme's login now holds a recorded level 2).
    const lowered = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { fromCustomerId: acmeId, userId: bobUserId, accessRight: 1 },
      bob,
    );
    expect(lowered.body.responseCode).toBe('00');
    const approverId = (await userOf('acme.approver@example.com')).id;
    const approver = await callMethod(testApp.app, 'accessRightsUpdate', { userId: approverId, accessRight: 1 }, acme);
    expect(approver.body.responseCode).toBe('00');
    const last = await callMethod(testApp.app, 'accessRightsUpdate', { userId: acmeUserId, accessRight: 1 }, acme);
    expect(last.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'accessRight', code: 'last_full_access' }],
    });
    const [row] = await testApp.database.db
      .select()
      .from(customerAccessRights)
      .where(and(eq(customerAccessRights.customerId, acmeId), eq(customerAccessRights.userId, acmeUserId)));
    expect(row?.accessRight).toBe(2);
  });

  it('lists potential users: level-0 users, and a personal customer found by exact e-mail', async () => {
    // Proves potential user list (decision 0100): nobody already holding a right is offered again.
    await callMethod(testApp.app, 'accessRightsUpdate', { userId: bobUserId, accessRight: 0 }, acme);
    const plain = await callMethod(testApp.app, 'potentialUserList', {}, acme);
    expect(plain.body.users).toEqual([expect.objectContaining({ userId: bobUserId, kind: 'representative' })]);
    const carol = await callMethod(testApp.app, 'potentialUserList', { email: 'carol@example.com' }, acme);
    expect((carol.body.users as { email: string }[]).map((user) => user.email)).toEqual([
      'bob@example.com',
      'carol@example.com',
    ]);
    const business = await callMethod(testApp.app, 'potentialUserList', { email: 'nova@example.com' }, acme);
    expect((business.body.users as unknown[]).length).toBe(1);
    // A level-0 representative may be given access again by e-mail.
    const readded = await callMethod(
      testApp.app,
      'representativePersonalAdd',
      { email: 'bob@example.com', accessRight: 3 },
      acme,
    );
    expect(readded.body).toMatchObject({ responseCode: '00', user: { accessRight: 3 } });
  });

  it('keeps the audit log append-only', async () => {
    // Proves nobody, not even the server's own code, rewrites who changed a right.
    const failure: unknown = await testApp.database.db.execute(sql`update company_access_audit set new_level = 2`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).cause ?? failure)).toMatch(/append-only/);
  });
});
