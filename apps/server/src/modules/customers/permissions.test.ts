import { defaultPermissionSet, permissionNames } from '@tessera/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { adminAuditLog, ledgerAccounts } from '../../db/schema/index.ts';

// The permission set of spec 001 §3 (decision 0066): answered in customer info, changed by an
// administrator with a reason in the audit log, and enforced by the server on the money methods it
// names before anything is held.

let testApp: TestApp;
let admin: string;
let gabriela: string;
let gabrielaId: number;
let gabrielaCad: number;

async function setPermissions(permissions: Record<string, boolean>, token = admin) {
  return callMethod(
    testApp.app,
    'customerPermissionsUpdate',
    { customerId: gabrielaId, permissions, reason: 'Compliance review of outgoing wires' },
    token,
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
  gabriela = (await signIn(testApp.app, 'gabriela@example.com')).accessToken;
  const info = await callMethod(testApp.app, 'customerInfo', {}, gabriela);
  gabrielaId = (info.body.customer as { customerId: number }).customerId;
  const accounts = (await callMethod(testApp.app, 'accountList', {}, gabriela)).body.accounts as {
    accountId: number;
    currencyCode: string;
  }[];
  gabrielaCad = accounts.find((row) => row.currencyCode === 'CAD')?.accountId ?? 0;
});
afterAll(async () => testApp.close());

const wire = () => ({
  fromAccount: gabrielaCad,
  amount: '100.00',
  currency: 'CAD',
  beneficiaryName: 'Jonas Weber',
  beneficiaryCountryCode: 'DE',
  beneficiaryAddress: 'Hauptstraße 5',
  beneficiaryCity: 'Köln',
  iban: 'DE89370400440532013000',
  swift: 'COBADEFFXXX',
});

describe('the permission set (spec 001 §3)', () => {
  // Proves a personal customer's set: every flag named, the built money actions on, mass sends and prepaid loads off.
  it('answers the whole set in customer info', async () => {
    const { body } = await callMethod(testApp.app, 'customerInfo', {}, gabriela);
    const permissions = (body.customer as { permissions: Record<string, boolean> }).permissions;
    expect(Object.keys(permissions).sort()).toEqual([...permissionNames].sort());
    expect(permissions).toEqual(defaultPermissionSet('personal'));
    expect(permissions).toMatchObject({ sendMoneyUser: true, sendOthersWire: true, massSendWire: false });
  });

  // Proves a withdrawn flag hides the kind, refuses its fee and its submit with '13', and holds nothing.
  it('refuses a payout kind an administrator withdrew, and offers it again once granted', async () => {
    expect((await setPermissions({ sendOthersWire: false })).body).toMatchObject({
      responseCode: '00',
      permissions: { sendOthersWire: false, sendOthersEft: true },
    });
    const offered = await callMethod(testApp.app, 'availableTransfers', { countryCode: 'DE' }, gabriela);
    const kinds = (offered.body.transfers as { transferType: string }[]).map((option) => option.transferType);
    expect(kinds).not.toContain('wire');
    expect(kinds).toContain('eft');

    const [before] = await testApp.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, gabrielaCad));
    const fee = await callMethod(testApp.app, 'wireTransferFee', wire(), gabriela);
    expect(fee).toMatchObject({ status: 403, body: { responseCode: '13' } });
    const submit = await callMethod(testApp.app, 'wireTransfer', wire(), gabriela);
    expect(submit).toMatchObject({ status: 403, body: { responseCode: '13' } });
    const [after] = await testApp.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, gabrielaCad));
    expect(after).toMatchObject({ balanceMinor: before?.balanceMinor, pendingMinor: before?.pendingMinor });

    const [audit] = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetCustomerId, gabrielaId))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'customerPermissionsUpdate',
      reason: 'Compliance review of outgoing wires',
      details: { sendOthersWire: false },
    });

    await setPermissions({ sendOthersWire: true });
    expect((await callMethod(testApp.app, 'wireTransferFee', wire(), gabriela)).body.responseCode).toBe('00');
  });

  // Proves p2p and own-account moves are guarded too.
  it('refuses a p2p transfer and a move between own accounts when their flags are withdrawn', async () => {
    await setPermissions({ sendMoneyUser: false, withdrawOwnBetweenAccounts: false });
    const p2p = await callMethod(
      testApp.app,
      'p2pTransfer',
      { fromAccount: gabrielaCad, toEmail: 'bob@example.com', amount: '5.00', currency: 'CAD' },
      gabriela,
    );
    expect(p2p.body.responseCode).toBe('13');
    const between = await callMethod(
      testApp.app,
      'betweenAccountsFee',
      { fromAccount: gabrielaCad, toAccount: gabrielaCad, amount: '5.00', currency: 'CAD' },
      gabriela,
    );
    expect(between.body.responseCode).toBe('13');
    await setPermissions({ sendMoneyUser: true, withdrawOwnBetweenAccounts: true });
  });

  // Proves only administrators change permissions, with a reason, and unknown flags are refused.
  it('lets only an administrator change a permission set, with a reason and known flags', async () => {
    expect((await setPermissions({ sendOthersWire: false }, gabriela)).body.responseCode).toBe('13');
    const unknown = await setPermissions({ sendEverything: true });
    expect(unknown.body.responseCode).toBe('VF');
    const noReason = await callMethod(
      testApp.app,
      'customerPermissionsUpdate',
      { customerId: gabrielaId, permissions: { sendOthersWire: false }, reason: '' },
      admin,
    );
    expect(noReason.body.responseCode).toBe('VF');
    const nobody = await callMethod(
      testApp.app,
      'customerPermissionsUpdate',
      { customerId: 999_999, permissions: { sendOthersWire: false }, reason: 'Compliance review' },
      admin,
    );
    expect(nobody.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [expect.objectContaining({ field: 'customerId', code: 'customer_not_found' })],
    });
  });
});
